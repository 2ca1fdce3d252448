#!/usr/bin/env node
// `npm run precompress` (part of postbuild): writes a maximally compressed gzip copy and a brotli
// copy next to each text file of the build folder ($BUILD_DIR, else build/), so that nginx's
// gzip_static and brotli_static serve them without compressing on every request. Static hosts
// ignore these copies and compress themselves.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {defaultBuildDir} from './write-serving-files.mjs';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
// Below this nginx sends the file as it is (gzip_min_length in deploy/nginx/site.conf).
const MIN_SIZE = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Writes `copy` next to `file` with the original's times: the static modules answer with the copy's Last-Modified. */
function writeCopy(file, suffix, copy) {
  fs.writeFileSync(`${file}${suffix}`, copy);
  const {atimeMs, mtimeMs} = fs.statSync(file);
  fs.utimesSync(`${file}${suffix}`, atimeMs / 1000, mtimeMs / 1000);
}

/** Whether both copies exist from an earlier run on this same file (they carry its mtime). */
function upToDate(file) {
  const mtime = fs.statSync(file).mtimeMs;
  // utimes keeps microseconds at best: equal to within a millisecond is the same time.
  return ['.gz', '.br'].every((suffix) => fs.existsSync(`${file}${suffix}`) && Math.abs(fs.statSync(`${file}${suffix}`).mtimeMs - mtime) < 1);
}

async function compressOne(file, totals) {
  if (upToDate(file)) {
    totals.files += 1;
    totals.bytes += fs.statSync(file).size;
    totals.gzipped += fs.statSync(`${file}.gz`).size;
    totals.brotlied += fs.statSync(`${file}.br`).size;
    return;
  }
  const original = fs.readFileSync(file);
  const gzipped = await gzip(original, {level: zlib.constants.Z_BEST_COMPRESSION});
  // Not worth serving compressed: nginx sends the file as it is.
  if (gzipped.length >= original.length) return;
  const brotlied = await brotli(original, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
    },
  });
  writeCopy(file, '.gz', gzipped);
  writeCopy(file, '.br', brotlied);
  totals.files += 1;
  totals.bytes += original.length;
  totals.gzipped += gzipped.length;
  totals.brotlied += brotlied.length;
}

/**
 * Returns how many files have .gz and .br copies and the bytes before and after. Copies an earlier
 * run wrote for an unchanged file are kept (test:nginx and the benchmarks call this again).
 */
export async function precompress(buildDir = defaultBuildDir()) {
  const totals = {files: 0, bytes: 0, gzipped: 0, brotlied: 0};
  const files = [...filesUnder(buildDir)].filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_SIZE);
  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time keep every core busy.
  const queue = files.values();
  const worker = async () => {
    for (const file of queue) await compressOne(file, totals);
  };
  await Promise.all(Array.from({length: 4}, worker));
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const {files, bytes, gzipped, brotlied} = await precompress();
  const mib = (n) => (n / 1024 / 1024).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`precompressed ${files} files in ${seconds} s: ${mib(bytes)} MiB -> ${mib(gzipped)} MiB gzip, ${mib(brotlied)} MiB brotli`);
}
