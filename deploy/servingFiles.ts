// Writes the serving rules of servingRules.ts for one build: _headers and _redirects for static
// hosts, and the nginx include files, with the CSP hashes of that build's inline scripts; and makes
// a build folder ready for our nginx (prepareBuild).
import fs from 'node:fs';
import path from 'node:path';
import {precompress, type PrecompressTotals} from '../lib/precompress';
import {repoRoot} from '../lib/root';
import {scanBuild, type BuildFacts} from './buildScan';
import {renderHeadersFile, renderNginxIncludes, renderRedirectsFile} from './serverConfigs';

/** Where the build's nginx includes go, for the image to copy (not committed). */
export const DEFAULT_NGINX_DIR = path.join(repoRoot, 'deploy/nginx/generated');

export type ServingFilesOptions = {
  buildDir: string;
  /** The folder for the nginx includes; null writes none. */
  nginxDir?: string | null;
  /** Whether to write _headers and _redirects into the build folder. */
  staticHostFiles?: boolean;
};

/** Writes the files and returns the facts read from the build. */
export function writeServingFiles({buildDir, nginxDir = DEFAULT_NGINX_DIR, staticHostFiles = true}: ServingFilesOptions): BuildFacts {
  const facts = scanBuild(buildDir);
  if (staticHostFiles) {
    fs.writeFileSync(path.join(buildDir, '_headers'), renderHeadersFile(facts));
    fs.writeFileSync(path.join(buildDir, '_redirects'), renderRedirectsFile(facts));
  }
  if (nginxDir) {
    fs.mkdirSync(nginxDir, {recursive: true});
    for (const [name, text] of Object.entries(renderNginxIncludes(facts))) fs.writeFileSync(path.join(nginxDir, name), text);
  }
  return facts;
}

/**
 * Makes a build folder ready to be served as production serves it, whoever built it: the postbuild
 * step's _headers and _redirects, and the .gz and .br copies nginx sends (kept where they are up to
 * date). scripts/serveNginx.ts --prepare calls it before startNginx, the benchmarks through serveBuild.
 */
export async function prepareBuild(buildDir: string): Promise<{facts: BuildFacts; precompressed: PrecompressTotals}> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} holds no build (no index.html); run npm run build first`);
  const facts = writeServingFiles({buildDir, nginxDir: null});
  return {facts, precompressed: await precompress(buildDir)};
}
