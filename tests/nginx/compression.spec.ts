import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {buildDir, buildHas, firstFile, readBuild, siteFiles} from './support/build';
import {varyOf} from './support/response';

// Must match lib/precompress.ts and gzip_min_length in deploy/nginx/site.conf.
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
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

const compressible = siteFiles.filter((file) => COMPRESSIBLE.test(file) && fs.statSync(path.join(buildDir, file)).size >= MIN_SIZE);

test('every compressible file of 1 KiB or more has precompressed .gz and .br copies', () => {
  expect(compressible.filter((file) => !buildHas(`${file}.gz`))).toEqual([]);
  expect(compressible.filter((file) => !buildHas(`${file}.br`))).toEqual([]);
});

test('the brotli copies are the files, and smaller than the gzip copies', () => {
  const notSmaller = compressible.filter((file) => {
    const brotli = readBuild(`${file}.br`);
    expect(zlib.brotliDecompressSync(brotli).equals(readBuild(file)), file).toBe(true);
    return brotli.length >= readBuild(`${file}.gz`).length;
  });
  // Brotli loses to gzip's best only on a few tiny files, if at all.
  expect(notSmaller.length).toBeLessThanOrEqual(Math.ceil(compressible.length / 100));
});

for (const {url, file} of samples) {
  test(`${url} is sent brotli-compressed to clients that accept it, from its precompressed copy`, async ({request}) => {
    const original = readBuild(file);
    // A browser's header: brotli wins over gzip when both are accepted.
    const res = await request.get(url, {headers: {'accept-encoding': 'gzip, deflate, br, zstd'}});
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(varyOf(res)).toContain('Accept-Encoding');
    // brotli_static sends the .br file itself.
    expect(Number(res.headers()['content-length'])).toBe(readBuild(`${file}.br`).length);
    expect(await res.body()).toEqual(original);
  });

  test(`${url} is sent gzipped to clients without brotli, or as it is on request`, async ({request}) => {
    const original = readBuild(file);

    const gzipped = await request.get(url, {headers: {'accept-encoding': 'gzip'}});
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(varyOf(gzipped)).toContain('Accept-Encoding');
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
  const res = await request.get(`/${file}`, {headers: {'accept-encoding': 'gzip, br'}});
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBeUndefined();
});

test('the 404 page is sent compressed too', async ({request}) => {
  for (const encoding of ['br', 'gzip']) {
    const res = await request.get('/no-such-page', {headers: {'accept-encoding': encoding}});
    expect(res.status()).toBe(404);
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(varyOf(res)).toContain('Accept-Encoding');
    expect(await res.body()).toEqual(readBuild('404.html'));
  }
});
