import {test, expect} from '@playwright/test';
import {pageRoutes, parseHeadersFile, parseRedirectsFile, patternMatches, readBuild, siteFiles} from './support/build';

// build/_headers and build/_redirects tell a static host (Netlify, Cloudflare Pages) what nginx
// does by configuration. Both are generated from deploy/servingRules.ts; these tests read the
// generated files as a static host would and hold every rule in them against the running nginx.
const headerRules = parseHeadersFile(readBuild('_headers').toString('utf8'));
const redirectRules = parseRedirectsFile(readBuild('_redirects').toString('utf8'));
const redirectSources = new Set(redirectRules.map((rule) => rule.from));

/** The headers a static host adds to a URL: those of every rule whose pattern matches. */
function staticHostHeaders(urlPath: string): {headers: Record<string, string>; conflicts: string[]} {
  const headers: Record<string, string> = {};
  const conflicts: string[] = [];
  for (const rule of headerRules.filter((r) => patternMatches(r.pattern, urlPath))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      // Hosts join the values of a header set by two matching rules: that must not happen.
      if (name in headers) conflicts.push(`${urlPath}: ${name} set twice (rule ${rule.pattern})`);
      headers[name] = value;
    }
  }
  return {headers, conflicts};
}

test('_headers gives every URL the headers nginx sends', async ({request}) => {
  const urls = [...siteFiles.map((file) => `/${file}`), ...pageRoutes, ...pageRoutes.filter((r) => r !== '/').map((r) => `${r}/`)];
  expect(urls.length).toBeGreaterThan(300);
  const differences: string[] = [];
  for (const url of urls) {
    const {headers, conflicts} = staticHostHeaders(url);
    differences.push(...conflicts);
    if (!headers['content-security-policy'] || !headers['cache-control']) differences.push(`${url}: not covered by _headers`);
    const res = await request.head(url, {maxRedirects: 0});
    // The index.html files themselves answer with their redirect, which carries the headers too.
    const status = redirectSources.has(url) ? 301 : 200;
    if (res.status() !== status) differences.push(`${url}: nginx answered ${res.status()}, expected ${status}`);
    for (const [name, value] of Object.entries(headers)) {
      if (res.headers()[name] !== value) differences.push(`${url}: ${name} is "${res.headers()[name]}" in nginx, "${value}" in _headers`);
    }
  }
  expect(differences.slice(0, 20)).toEqual([]);
});

test('_redirects redirects exactly as nginx does', async ({request}) => {
  const differences: string[] = [];
  for (const {from, to, status} of redirectRules) {
    const res = await request.get(from, {maxRedirects: 0});
    if (res.status() !== status || res.headers().location !== to) {
      differences.push(`${from}: nginx ${res.status()} ${res.headers().location}, _redirects ${status} ${to}`);
    }
  }
  expect(differences.slice(0, 20)).toEqual([]);
});

test('_redirects covers the .html and /index.html spellings of every page, forced over the existing file', () => {
  const expected = pageRoutes.flatMap((route) =>
    route === '/' ? ['/index.html -> /'] : [`${route}.html -> ${route}`, `${route}/index.html -> ${route}/`],
  );
  expect(redirectRules.map(({from, to}) => `${from} -> ${to}`).sort()).toEqual(expected.sort());
  expect(redirectRules.filter((r) => r.status !== 301 || !r.force)).toEqual([]);
});

test('_headers stays within what Cloudflare Pages accepts', () => {
  const lines = readBuild('_headers').toString('utf8').split('\n');
  expect(lines.filter((line) => line.length > 2000)).toEqual([]);
  expect(headerRules.length).toBeLessThanOrEqual(100);
  expect(redirectRules.length).toBeLessThanOrEqual(2000);
});
