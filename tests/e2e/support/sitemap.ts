import fs from 'node:fs';
import path from 'node:path';

const SITE_URL = 'https://www.securecodebox.io';

/** Every route of the last production build (in `buildDir`, else build/), read from its sitemap. */
export function sitemapRoutes(buildDir = path.resolve(__dirname, '../../../build')): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE_URL, '') || '/');
}

/** Splits a list into `size`-long chunks so that each chunk becomes one test (parallel workers share them). */
export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
