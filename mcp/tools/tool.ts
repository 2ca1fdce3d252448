/** The JSON Schema of a tool's arguments: an object, as MCP requires, that admits no other argument. */
export type InputSchema = {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, object>>;
  readonly required?: readonly string[];
  readonly additionalProperties: false;
};

/**
 * One tool of the server. `run` gets arguments that passed `inputSchema` (the server checks them)
 * and answers in Markdown; it throws a ToolError for what the caller asked wrongly.
 */
export type DocsTool<Args = Record<string, unknown>> = {
  readonly name: string;
  /** What the tool answers and when to use it, for an assistant to choose and call it. */
  readonly description: string;
  readonly inputSchema: InputSchema;
  run(args: Args): Promise<string>;
};

/** A request the tool cannot answer as asked: its message tells the caller what to change. */
export class ToolError extends Error {}
