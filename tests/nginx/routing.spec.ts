import {test, expect} from '@playwright/test';
import {pageRoutes, readBuild, samplePages} from './support/build';

const notFoundPage = readBuild('404.html');

test.describe('clean URLs', () => {
  for (const {route, file} of samplePages) {
    test(`${route} is reachable under all four spellings`, async ({request}) => {
      const page = readBuild(file);
      const clean = route === '/' ? '' : route;

      for (const url of [route, `${clean}/`]) {
        const res = await request.get(url, {maxRedirects: 0});
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type'], url).toBe('text/html; charset=utf-8');
        expect(await res.body(), url).toEqual(page);
      }

      // The other two spellings redirect permanently to the clean URL, which serves the page.
      const redirects = route === '/' ? [['/index.html', '/']] : [[`${route}.html`, route], [`${route}/index.html`, `${route}/`]];
      for (const [from, to] of redirects) {
        const res = await request.get(from, {maxRedirects: 0});
        expect(res.status(), from).toBe(301);
        expect(res.headers().location, from).toBe(to);
        const followed = await request.get(from);
        expect(followed.status(), from).toBe(200);
        expect(await followed.body(), from).toEqual(page);
      }
    });
  }

  test('a redirect keeps the query string', async ({request}) => {
    const res = await request.get('/docs/scanners/nmap.html?tab=helm&x=1', {maxRedirects: 0});
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/docs/scanners/nmap?tab=helm&x=1');
  });

  test('every page of the build answers 200 at its clean URL, without a redirect', async ({request}) => {
    expect(pageRoutes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of pageRoutes) {
      const res = await request.head(route, {maxRedirects: 0});
      if (res.status() !== 200) failures.push(`${route}: ${res.status()}`);
    }
    expect(failures).toEqual([]);
  });
});

test.describe('not found', () => {
  const unknown = [
    '/no-such-page',
    '/docs/no-such-doc',
    '/docs/no-such-doc.html',
    '/docs/no-such-doc/index.html',
    '/assets/js/no-such-chunk.js',
    // Folders without an index.html: no listing, no redirect to a trailing slash.
    '/docs',
    '/assets/',
    '/img/',
    // The static-host files in the build folder are configuration, not content.
    '/_headers',
    '/_redirects',
  ];
  for (const url of unknown) {
    test(`${url} answers 404 with the site's 404 page`, async ({request}) => {
      const res = await request.get(url, {maxRedirects: 0});
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await res.body()).toEqual(notFoundPage);
      expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers()['cache-control']).toBe('no-cache');
    });
  }

  test('the 404 page itself is served as a page', async ({request}) => {
    const res = await request.get('/404.html');
    expect(res.status()).toBe(200);
    expect(await res.body()).toEqual(notFoundPage);
  });
});

test('the server does not announce its version', async ({request}) => {
  const res = await request.get('/');
  expect(res.headers().server).toBe('nginx');
});
