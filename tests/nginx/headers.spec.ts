import {test, expect, type APIResponse} from '@playwright/test';
import {LATEST, publishedSchema, schemaPath} from '../../src/data/crdSchema/published';
import {firstFile, siteFiles} from './support/build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCHEMAS = 'public, max-age=3600';

/** One URL of each kind the site serves, with its expected type and cache policy. */
const kinds: {kind: string; url: string; type: string | RegExp; cache: string}[] = [
  {kind: 'home page', url: '/', type: 'text/html; charset=utf-8', cache: 'no-cache'},
  {kind: 'doc page', url: '/docs/scanners/nmap', type: 'text/html; charset=utf-8', cache: 'no-cache'},
  {kind: 'doc page with trailing slash', url: '/docs/scanners/nmap/', type: 'text/html; charset=utf-8', cache: 'no-cache'},
  // Newer nginx releases map .js to text/javascript.
  {kind: 'script chunk', url: `/${firstFile(/^assets\/js\/main\.[0-9a-f]+\.js$/)}`, type: /^(application|text)\/javascript; charset=utf-8$/, cache: IMMUTABLE},
  {kind: 'stylesheet', url: `/${firstFile(/^assets\/css\/.*\.css$/)}`, type: 'text/css; charset=utf-8', cache: IMMUTABLE},
  {kind: 'image', url: '/img/logo.svg', type: 'image/svg+xml; charset=utf-8', cache: 'no-cache'},
  {kind: 'sitemap', url: '/sitemap.xml', type: 'text/xml; charset=utf-8', cache: 'no-cache'},
  {kind: 'blog feed', url: '/blog/rss.xml', type: 'text/xml; charset=utf-8', cache: 'no-cache'},
  {kind: 'schema of a release', url: schemaPath('Scan'), type: 'application/json; charset=utf-8', cache: SCHEMAS},
  {kind: 'schema of the latest release', url: schemaPath('CascadingRule', LATEST), type: 'application/json; charset=utf-8', cache: SCHEMAS},
  {kind: 'schema catalog', url: '/schemas/index.json', type: 'application/json; charset=utf-8', cache: SCHEMAS},
  {kind: 'agent catalog', url: '/.well-known/ai-catalog.json', type: 'application/json; charset=utf-8', cache: 'no-cache'},
  {kind: 'agent skill', url: '/.well-known/skills/securecodebox-manifests/SKILL.md', type: 'text/markdown; charset=utf-8', cache: 'no-cache'},
  ...siteFiles
    .filter((file) => /^search-index-.*\.json$/.test(file))
    .map((file) => ({kind: 'search index', url: `/${file}`, type: 'application/json; charset=utf-8', cache: 'no-cache'})),
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(res: APIResponse, label: string) {
  const headers = res.headers();
  expect(headers['content-security-policy'], label).toBeTruthy();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toMatch(/(^|, )camera=\(\)/);
}

test.describe('headers by file type', () => {
  for (const {kind, url, type, cache} of kinds) {
    test(`${kind} (${url}): type, cache policy and security headers`, async ({request}) => {
      const res = await request.get(url, {maxRedirects: 0});
      expect(res.status()).toBe(200);
      if (typeof type === 'string') expect(res.headers()['content-type']).toBe(type);
      else expect(res.headers()['content-type']).toMatch(type);
      expect(res.headers()['cache-control']).toBe(cache);
      expectSecurityHeaders(res, url);
    });
  }

  test('redirects and errors carry the security headers too', async ({request}) => {
    const redirect = await request.get('/docs/scanners/nmap.html', {maxRedirects: 0});
    expect(redirect.status()).toBe(301);
    expectSecurityHeaders(redirect, 'redirect');
    expect(redirect.headers()['cache-control']).toBe('no-cache');
    const missing = await request.get('/assets/js/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, '404');
    // A missing asset must not be cached for a year.
    expect(missing.headers()['cache-control']).toBe('no-cache');
  });

  test('revalidation works: an unchanged page answers 304 to its ETag', async ({request}) => {
    for (const url of ['/docs/scanners/nmap', '/search-index-default.json', '/img/logo.svg']) {
      const first = await request.get(url);
      const etag = first.headers().etag;
      expect(etag, url).toBeTruthy();
      const second = await request.get(url, {headers: {'if-none-match': etag}});
      expect(second.status(), url).toBe(304);
    }
  });

  test('every file under /assets/ has a content hash in its name, so immutable is safe', () => {
    const assets = siteFiles.filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(10);
    // main.0123abcd.js, images/logo-0123abcd.png; lazy chunks 1016.0123ab.js (src/plugins/routeRegistryForBrowser)
    expect(assets.filter((file) => !/[.-][0-9a-f]{6,}(\.[a-z0-9]+)+$/.test(file))).toEqual([]);
  });
});

test.describe('cross-origin reading', () => {
  // Editors fetch the schemas from wherever they run (a web editor's page is another origin), and
  // agents the catalog under /.well-known/; nothing else is shared.
  const shared = siteFiles.filter((file) => file.startsWith('schemas/') || file.startsWith('.well-known/')).map((file) => `/${file}`);

  test('every schema, the schema catalog and the agent catalog may be read by any origin', async ({request}) => {
    expect(shared.filter((url) => url.startsWith('/schemas/')).length).toBeGreaterThan(18);
    expect(shared).toContain('/.well-known/ai-catalog.json');
    for (const url of shared) {
      const res = await request.get(url, {headers: {origin: 'https://editor.example'}});
      expect(res.headers()['access-control-allow-origin'], url).toBe('*');
      expect(res.headers()['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  test('a browser page of another origin reads a schema with fetch()', async ({page, baseURL}) => {
    // A page of another origin on the same machine (localhost is not 127.0.0.1 to the browser),
    // made up by the test, so that no policy of ours applies to it.
    const other = `${baseURL!.replace('127.0.0.1', 'localhost')}/an-editor`;
    // A made-up page counts as a public one, which Chromium lets reach a loopback address only
    // with this permission; CORS still decides.
    await page.context().grantPermissions(['local-network-access']);
    await page.route(other, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>An editor</title>'}));
    await page.goto(other);
    const read = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return {status: res.status, id: ((await res.json()) as {$id: string}).$id};
    }, `${baseURL}${schemaPath('Scan')}`);
    expect(read).toEqual({status: 200, id: publishedSchema('Scan').$id});
    // A file outside the shared folders stays unreadable to that page.
    const refused = await page.evaluate((url) => fetch(url).then(() => 'read', (error: Error) => error.name), `${baseURL}/search-index-default.json`);
    expect(refused).toBe('TypeError');
  });

  test("a schema that is not there answers 404, and any origin may read that answer too", async ({request, page, baseURL}) => {
    const missing = `/schemas/v0.0.0/execution.securecodebox.io/scan_v1.json`;
    const res = await request.get(missing, {headers: {origin: 'https://editor.example'}});
    expect(res.status()).toBe(404);
    expect(res.headers()['access-control-allow-origin']).toBe('*');
    // An editor's page on another origin learns that the schema is missing, not that the network failed.
    const other = `${baseURL!.replace('127.0.0.1', 'localhost')}/an-editor`;
    await page.context().grantPermissions(['local-network-access']);
    await page.route(other, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>An editor</title>'}));
    await page.goto(other);
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), `${baseURL}${missing}`)).toBe(404);
    // The not-found answer of any other path stays unshared.
    const elsewhere = await request.get('/docs/this-page-does-not-exist', {headers: {origin: 'https://editor.example'}});
    expect(elsewhere.status()).toBe(404);
    expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('pages, twins and other files are not shared', async ({request}) => {
    for (const url of ['/', '/docs/scanners/nmap', '/docs/scanners/nmap.md', '/llms.txt', '/search-index-default.json', '/img/logo.svg', '/schemasx']) {
      expect((await request.get(url)).headers()['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

test.describe('Content-Security-Policy', () => {
  test('allows only the site itself, scripts by hash, and no framing', async ({request}) => {
    const res = await request.get('/');
    const csp = directives(res.headers()['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    const hashes = scriptSrc.slice(1);
    expect(hashes.length).toBeGreaterThan(0);
    for (const source of hashes) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.filter((s) => /^https?:|^\*$|^'strict-dynamic'$/.test(s))).toEqual([]);
  });

  test('is the same on every response, but for eval on the page with a live code block', async ({request}) => {
    const values = new Set<string>();
    for (const {url} of kinds) values.add((await request.get(url)).headers()['content-security-policy']);
    values.add((await request.get('/no-such-page')).headers()['content-security-policy']);
    values.add((await request.get('/docs/api/finding.md')).headers()['content-security-policy']);
    expect(values.size).toBe(1);
    const [strict] = values;
    for (const url of ['/docs/api/finding', '/docs/api/finding/']) {
      const live = (await request.get(url)).headers()['content-security-policy'];
      expect(live, url).toBe(strict.replace(/(script-src [^;]*)/, "$1 'unsafe-eval'"));
    }
  });
});
