#!/usr/bin/env node
// `npm run precompress` (part of postbuild): writes a maximally gzipped copy next to each text
// file of the build folder ($BUILD_DIR, else build/), so that nginx's gzip_static serves it
// without compressing on every request. Static hosts ignore these copies and compress themselves.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import zlib from 'node:zlib';
import {defaultBuildDir} from './generate-headers.mjs';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map)$/;
// Below this nginx sends the file as it is (gzip_min_length in deploy/nginx/site.conf).
const MIN_SIZE = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Returns how many files got a .gz copy and the bytes before and after. */
export function precompress(buildDir = defaultBuildDir()) {
  const totals = {files: 0, bytes: 0, gzipped: 0};
  for (const file of filesUnder(buildDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const original = fs.readFileSync(file);
    if (original.length < MIN_SIZE) continue;
    const gzipped = zlib.gzipSync(original, {level: zlib.constants.Z_BEST_COMPRESSION});
    if (gzipped.length >= original.length) continue;
    fs.writeFileSync(`${file}.gz`, gzipped);
    // gzip_static answers with the copy's Last-Modified; keep it the original's.
    const {atime, mtime} = fs.statSync(file);
    fs.utimesSync(`${file}.gz`, atime, mtime);
    totals.files += 1;
    totals.bytes += original.length;
    totals.gzipped += gzipped.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {files, bytes, gzipped} = precompress();
  const mib = (n) => (n / 1024 / 1024).toFixed(1);
  console.log(`precompressed ${files} files: ${mib(bytes)} MiB -> ${mib(gzipped)} MiB gzip`);
}
