// `npm run --silent mcp [-- --dir <build folder> | --site <URL>]`: the documentation as tools for
// coding assistants, an MCP server on stdin and stdout (./docsServer.ts). It reads the files a build
// writes, from a build folder ($BUILD_DIR or build/ by default) or from the site over HTTP; stdout
// carries the protocol only, everything else goes to stderr.
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {buildFolder} from '../lib/root';
import packageJson from '../package.json';
import {docsServer} from './docsServer';
import {folderFiles, remoteFiles, type SiteFiles} from './site';

const USAGE = 'usage: npm run --silent mcp [-- --dir <build folder> | --site <URL>]';

/** Where the server reads the site, from the command line; undefined after saying what is wrong with it. */
function siteFiles(): SiteFiles | undefined {
  let args: {dir?: string; site?: string};
  try {
    args = parseArgs({options: {dir: {type: 'string'}, site: {type: 'string'}}}).values;
  } catch (error) {
    console.error(`mcp: ${(error as Error).message}\n${USAGE}`);
    return undefined;
  }
  if (args.dir && args.site) {
    console.error(`mcp: give --dir or --site, not both\n${USAGE}`);
    return undefined;
  }
  if (args.site) {
    if (URL.canParse(args.site)) return remoteFiles(args.site);
    console.error(`mcp: --site needs the site's URL, such as https://www.securecodebox.io`);
    return undefined;
  }
  const folder = args.dir ?? buildFolder();
  if (fs.existsSync(folder)) return folderFiles(folder);
  console.error(`mcp: there is no build at ${folder}: run npm run build, give --dir <build folder>, or read the site with --site <URL>`);
  return undefined;
}

const files = siteFiles();
if (!files) process.exit(2);
await docsServer(files, packageJson.version).connect(new StdioServerTransport());
console.error(`secureCodeBox docs MCP server on stdio, reading ${files.origin}`);
