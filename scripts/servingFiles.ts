// `npm run serving-files` (and the postbuild step): the serving rules for the current build
// (deploy/servingFiles.ts).
//
//   npm run serving-files -- [--build-dir DIR] [--nginx-dir DIR]
//
// The build folder defaults to $BUILD_DIR, else build/; the nginx includes go to deploy/nginx/generated/.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildFolder, repoRoot} from '../lib/root';
import {DEFAULT_NGINX_DIR, writeServingFiles} from '../deploy/servingFiles';

const {values} = parseArgs({options: {'build-dir': {type: 'string'}, 'nginx-dir': {type: 'string'}}});
const buildDir = values['build-dir'] ? path.resolve(values['build-dir']) : buildFolder();
const nginxDir = values['nginx-dir'] ? path.resolve(values['nginx-dir']) : DEFAULT_NGINX_DIR;
const facts = writeServingFiles({buildDir, nginxDir});
const show = (dir: string): string => (dir.startsWith(`${repoRoot}/`) ? path.relative(repoRoot, dir) : dir);
const dataBlocks = facts.inlineScripts.filter((s) => !s.executable).length;
const executable = facts.inlineScripts.length - dataBlocks;
console.log(`wrote ${show(buildDir)}/_headers and _redirects (${facts.pageRoutes.length} pages)`);
console.log(`wrote ${show(nginxDir)}/{http,headers,redirects}.conf`);
console.log(
  `CSP: ${facts.scriptHashes.length} script hash(es) cover ${executable} inline script(s); ` +
    `${dataBlocks} JSON-LD data block(s) are not run and need none`,
);
