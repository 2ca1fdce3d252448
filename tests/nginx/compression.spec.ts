import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, buildHas, firstFile, readBuild, siteFiles} from './support/build';

// Must match scripts/precompress.mjs and gzip_min_length in deploy/nginx/site.conf.
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map)$/;
const MIN_SIZE = 1024;

const samples = [
  {url: '/docs/scanners/nmap', file: 'docs/scanners/nmap/index.html'},
  {url: '/docs/scanners/nmap/', file: 'docs/scanners/nmap/index.html'},
  {url: `/${firstFile(/^assets\/js\/main\.[0-9a-f]+\.js$/)}`},
  {url: `/${firstFile(/^assets\/css\/.*\.css$/)}`},
  {url: '/search-index-docs-default-current.json'},
  {url: '/sitemap.xml'},
  {url: '/blog/atom.xml'},
].map(({url, file}) => ({url, file: file ?? url.slice(1)}));

test('every compressible file of 1 KiB or more has a precompressed .gz copy', () => {
  const missing = siteFiles.filter(
    (file) => COMPRESSIBLE.test(file) && fs.statSync(path.join(buildDir, file)).size >= MIN_SIZE && !buildHas(`${file}.gz`),
  );
  expect(missing).toEqual([]);
});

for (const {url, file} of samples) {
  test(`${url} is sent gzipped from its precompressed copy, or as it is on request`, async ({request}) => {
    const original = readBuild(file);

    const gzipped = await request.get(url, {headers: {'accept-encoding': 'gzip'}});
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers().vary).toBe('Accept-Encoding');
    // gzip_static sends the .gz file's length; on-the-fly compression would send chunks.
    expect(Number(gzipped.headers()['content-length'])).toBe(readBuild(`${file}.gz`).length);
    expect(await gzipped.body()).toEqual(original);

    const plain = await request.get(url, {headers: {'accept-encoding': 'identity'}});
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe(original.length);
    expect(await plain.body()).toEqual(original);
  });
}

test('files under 1 KiB are sent as they are', async ({request}) => {
  const file = siteFiles.find((f) => f.endsWith('.svg') && readBuild(f).length < MIN_SIZE);
  expect(file, 'the build has a small SVG').toBeTruthy();
  const res = await request.get(`/${file}`, {headers: {'accept-encoding': 'gzip'}});
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBeUndefined();
});

test('the 404 page is sent gzipped too', async ({request}) => {
  const res = await request.get('/no-such-page', {headers: {'accept-encoding': 'gzip'}});
  expect(res.status()).toBe(404);
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(await res.body()).toEqual(readBuild('404.html'));
});
