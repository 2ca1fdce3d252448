import fs from 'node:fs';
import path from 'node:path';
import {buildFolder} from './root';

const SITE_URL = 'https://www.securecodebox.io';

/**
 * Every route of a production build, read from its sitemap: by default the build the suites and
 * servers use ($BUILD_DIR, else build/), so that a suite walks the pages of the build it serves.
 */
export function sitemapRoutes(buildDir = buildFolder()): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE_URL, '') || '/');
}
