import fs from 'node:fs';
import path from 'node:path';
import {relativeFilesUnder} from '../../../lib/files';
import {buildFolder} from '../../../lib/root';

/** The build folder nginx serves ($BUILD_DIR, else build/). */
export const buildDir = buildFolder();

/** Every file of the site, build-relative with forward slashes; no .gz or .br copies, no static-host files. */
export const siteFiles: string[] = relativeFilesUnder(buildDir)
  .filter((file) => !/\.(gz|br)$/.test(file) && file !== '_headers' && file !== '_redirects')
  .sort();

export const htmlFiles = siteFiles.filter((file) => file.endsWith('.html'));

/** Clean URLs of the pages: `/`, `/docs/scanners/nmap`, … */
export const pageRoutes = htmlFiles.filter((file) => file !== '404.html').map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`);

export const readBuild = (file: string): Buffer => fs.readFileSync(path.join(buildDir, file));

export const buildHas = (file: string): boolean => fs.existsSync(path.join(buildDir, file));

/** One file of the build whose path matches, to check a file type. */
export function firstFile(pattern: RegExp): string {
  const file = siteFiles.find((f) => pattern.test(f));
  if (!file) throw new Error(`the build has no file matching ${pattern}`);
  return file;
}

/** Pages of every kind, by the build file that holds them. */
export const samplePages = [
  {route: '/', file: 'index.html'},
  {route: '/docs/getting-started/installation', file: 'docs/getting-started/installation/index.html'},
  {route: '/docs/scanners', file: 'docs/scanners/index.html'},
  {route: '/docs/scanners/nmap', file: 'docs/scanners/nmap/index.html'},
  {route: '/blog', file: 'blog/index.html'},
  {route: '/blog/2020/09/08/blinmaker', file: 'blog/2020/09/08/blinmaker/index.html'},
  {route: '/blog/tags/release', file: 'blog/tags/release/index.html'},
];

export type HeaderRule = {pattern: string; headers: Record<string, string>};

/** Parses `_headers` (Netlify / Cloudflare Pages): a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
      if (!name || !rules.length) throw new Error(`malformed _headers line: ${line}`);
      rules[rules.length - 1].headers[name.trim().toLowerCase()] = value.trim();
    } else {
      rules.push({pattern: line.trim(), headers: {}});
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern applies to a URL path; `*` matches anything, slashes included. */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(urlPath);
}

export type RedirectRule = {from: string; to: string; status: number; force: boolean};

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code] = line.trim().split(/\s+/);
      return {from, to, status: Number.parseInt(code, 10), force: code.endsWith('!')};
    });
}
