// The MCP server as an assistant runs it: `npm run --silent mcp -- <args>` on stdio, driven by the SDK's client.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {repoRoot} from '../../../lib/root';

export type ToolAnswer = {text: string; isError: boolean};

export type DocsClient = {
  readonly client: Client;
  /** Errors the client met outside a call: a line on stdout that is not JSON-RPC would show here. */
  readonly errors: Error[];
  /** What the server wrote on stderr so far. */
  stderr(): string;
  call(name: string, args?: Record<string, unknown>): Promise<ToolAnswer>;
  close(): Promise<void>;
};

export async function connectServer(args: readonly string[]): Promise<DocsClient> {
  const transport = new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp', '--', ...args], cwd: repoRoot, stderr: 'pipe'});
  const client = new Client({name: 'securecodebox-docs-tests', version: '1.0.0'});
  const errors: Error[] = [];
  client.onerror = (error) => errors.push(error);
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await client.connect(transport);
  return {
    client,
    errors,
    stderr: () => stderr,
    async call(name, toolArgs) {
      const result = await client.callTool({name, arguments: toolArgs});
      const content = result.content as {type: string; text: string}[];
      if (content.length !== 1 || content[0].type !== 'text') throw new Error(`${name} answered ${JSON.stringify(result)}`);
      return {text: content[0].text, isError: result.isError === true};
    },
    close: () => client.close(),
  };
}
