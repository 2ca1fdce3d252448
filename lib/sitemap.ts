// The routes of a build, as its sitemap lists them.
import fs from 'node:fs';
import path from 'node:path';
import {buildFolder} from './root';

const SITE_URL = 'https://www.securecodebox.io';

/** Every route of a production build, from its sitemap; by default the build the suites serve. */
export function sitemapRoutes(buildDir = buildFolder()): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE_URL, '') || '/');
}
