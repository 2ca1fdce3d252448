#!/usr/bin/env node
// `npm run serving-files` (and the postbuild step): writes the serving rules of deploy/serving-rules.ts
// for the current build: build/_headers and build/_redirects for static hosts, and the nginx
// include files (deploy/nginx/generated/ unless --nginx-dir says otherwise), with the CSP
// hashes of this build's inline scripts.
//
//   node scripts/write-serving-files.mjs [--build-dir DIR] [--nginx-dir DIR]
//
// The build folder defaults to $BUILD_DIR, else build/.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_NGINX_DIR = path.join(root, 'deploy/nginx/generated');

// The rules are TypeScript; jiti (what Docusaurus loads its own config with) runs them on Node 20.
const loadTs = createJiti(fileURLToPath(import.meta.url));
const {scanBuild} = loadTs('../deploy/build-scan.ts');
const {renderHeadersFile, renderRedirectsFile, renderNginxIncludes} = loadTs('../deploy/render.ts');

export function defaultBuildDir() {
  return path.resolve(root, process.env.BUILD_DIR ?? 'build');
}

/**
 * Writes _headers and _redirects into the build folder (unless staticHostFiles is false) and the
 * nginx includes into nginxDir (unless it is null). Returns the facts read from the build.
 */
export function generateHeaders({buildDir = defaultBuildDir(), nginxDir = DEFAULT_NGINX_DIR, staticHostFiles = true} = {}) {
  const facts = scanBuild(buildDir);
  if (staticHostFiles) {
    fs.writeFileSync(path.join(buildDir, '_headers'), renderHeadersFile(facts));
    fs.writeFileSync(path.join(buildDir, '_redirects'), renderRedirectsFile(facts));
  }
  if (nginxDir) {
    fs.mkdirSync(nginxDir, {recursive: true});
    for (const [name, text] of Object.entries(renderNginxIncludes(facts))) {
      fs.writeFileSync(path.join(nginxDir, name), text);
    }
  }
  return facts;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {values} = parseArgs({options: {'build-dir': {type: 'string'}, 'nginx-dir': {type: 'string'}}});
  const buildDir = values['build-dir'] ? path.resolve(values['build-dir']) : defaultBuildDir();
  const nginxDir = values['nginx-dir'] ? path.resolve(values['nginx-dir']) : DEFAULT_NGINX_DIR;
  const facts = generateHeaders({buildDir, nginxDir});
  const show = (dir) => (dir.startsWith(`${root}/`) ? path.relative(root, dir) : dir);
  const dataBlocks = facts.inlineScripts.filter((s) => !s.executable).length;
  const executable = facts.inlineScripts.length - dataBlocks;
  console.log(`wrote ${show(buildDir)}/_headers and _redirects (${facts.pageRoutes.length} pages)`);
  console.log(`wrote ${show(nginxDir)}/{http,headers,redirects}.conf`);
  console.log(
    `CSP: ${facts.scriptHashes.length} script hash(es) cover ${executable} inline script(s); ` +
      `${dataBlocks} JSON-LD data block(s) are not run and need none`,
  );
}
