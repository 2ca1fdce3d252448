// What the site offers coding assistants besides its pages, named once for /llms.txt
// (src/plugins/markdownTwins) and the agent catalog (src/plugins/agentCatalog).
import {siteUrl} from './site';

/** The page on checking manifests against the published schemas. */
export const VALIDATION_GUIDE = '/docs/api/schemas';

/** The list of the published schemas (src/data/crdSchema/published.ts). */
export const SCHEMA_CATALOG = '/schemas/index.json';

/**
 * How a reader starts the MCP server that the website's repository holds: in a checkout of it, on
 * their own machine, over stdio, reading this site. The site itself serves no MCP endpoint.
 */
// --silent: without it npm prints the script line on stdout, which the MCP client reads as protocol.
export const MCP_SERVER_COMMAND = `npm run --silent mcp -- --site ${siteUrl}`;
