// `npm run --silent mcp [-- --dir <build folder> | --site <URL>]`: the documentation as tools for
// coding assistants, an MCP server on stdin and stdout (./docsServer.ts). It reads the files a build
// writes, from a build folder ($BUILD_DIR or build/ by default) or from the site over HTTP; stdout
// carries the protocol only, everything else goes to stderr.
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {buildFolder} from '../lib/root';
import packageJson from '../package.json';
import {docsServer} from './docsServer';
import {folderFiles, remoteFiles} from './siteFiles';

const {values: args} = parseArgs({options: {dir: {type: 'string'}, site: {type: 'string'}}});
if (args.dir && args.site) {
  console.error('mcp: give --dir or --site, not both');
  process.exit(2);
}
const files = args.site ? remoteFiles(args.site) : folderFiles(args.dir ?? buildFolder());
await docsServer(files, packageJson.version).connect(new StdioServerTransport());
console.error(`secureCodeBox docs MCP server on stdio, reading ${files.origin}`);
