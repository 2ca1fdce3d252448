// The MCP server of the documentation: its tools (./tools/) over one site (./site.ts), with every
// call's arguments checked against the tool's input schema first.
import Ajv, {type ValidateFunction} from 'ajv';
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {siteOf, type SiteFiles} from './site';
import {cascadeFrom} from './tools/cascadeFrom';
import {chartValues} from './tools/chartValues';
import {readPage} from './tools/readPage';
import {searchDocs} from './tools/searchDocs';
import {ToolError, type DocsTool} from './tools/tool';
import {validateManifest} from './tools/validateManifest';

const INSTRUCTIONS =
  'The documentation of OWASP secureCodeBox, which runs security scanners on Kubernetes through custom resources (Scan, ' +
  'ScanType, CascadingRule, ScanCompletionHook …), Helm charts and hooks, for the release the website documents. ' +
  'search_docs finds pages and read_page reads them; validate_manifest checks manifests, cascade_from tells which ' +
  'follow-up scans cascading rules can start, chart_values gives Helm values with defaults.';

const failure = (text: string): CallToolResult => ({content: [{type: 'text', text}], isError: true});

/**
 * The SDK's low-level Server rather than McpServer: McpServer takes input schemas as zod types, while
 * these tools declare theirs as JSON Schema, which clients list as they are and Ajv (the validator
 * the manifests are checked with) enforces, so the server needs no schema library of its own.
 */
export function docsServer(files: SiteFiles, version: string): Server {
  const site = siteOf(files);
  const tools: DocsTool[] = [searchDocs(site), readPage(site), validateManifest(site), cascadeFrom(site), chartValues(site)];
  const ajv = new Ajv({allErrors: true});
  const argumentChecks = new Map<string, ValidateFunction>(tools.map((tool) => [tool.name, ajv.compile(tool.inputSchema)]));

  const server = new Server({name: 'securecodebox-docs', version}, {capabilities: {tools: {}}, instructions: INSTRUCTIONS});
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({name, description, inputSchema}) => ({name, description, inputSchema})),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({params}): Promise<CallToolResult> => {
    const tool = tools.find((candidate) => candidate.name === params.name);
    if (!tool) return failure(`There is no tool ${params.name}. The tools: ${tools.map((candidate) => candidate.name).join(', ')}.`);
    const args = params.arguments ?? {};
    const check = argumentChecks.get(tool.name)!;
    if (!check(args)) {
      return failure(`Invalid arguments for ${tool.name}: ${ajv.errorsText(check.errors, {dataVar: 'arguments', separator: '; '})}.`);
    }
    try {
      return {content: [{type: 'text', text: await tool.run(args)}]};
    } catch (error) {
      if (error instanceof ToolError) return failure(error.message);
      // Not the caller's doing (the site unreachable, a file missing from the build): say so, and keep serving.
      console.error(`${tool.name} failed:`, error);
      return failure(`${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return server;
}
