// A gzip and a brotli copy beside each text file of a build folder, compressed as far as they go,
// for nginx's gzip_static and brotli_static.
import fs from 'node:fs';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {filesUnder} from './files';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
// nginx's gzip_min_length (deploy/nginx/site.conf).
const MIN_SIZE = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Where brotli splits a file into blocks follows its input block size (log2; 0: the encoder's
// choice), and a small edit can move a script's best split: scripts and stylesheets keep the
// smallest copy, large ones also over distance codings ([postfix bits, direct codes]).
const BLOCK_SIZES = [0, 16, 17];
const DISTANCE_CODINGS = [[0, 0], [0, 4], [0, 8], [0, 12], [1, 4], [3, 120]];
const SCRIPT_OR_STYLES = /\.(js|css)$/;
const LARGE = 40 * 1024;

function candidates(file: string, size: number): number[][] {
  if (!SCRIPT_OR_STYLES.test(file)) return [[0, 0, 0]];
  const codings = size >= LARGE ? DISTANCE_CODINGS : [[0, 0]];
  return BLOCK_SIZES.flatMap((block) => codings.map((coding) => [block, ...coding]));
}

async function smallestBrotli(original: Buffer, settings: number[][]): Promise<Buffer> {
  const copies = await Promise.all(
    settings.map(([blockSize, postfix, direct]) =>
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          [zlib.constants.BROTLI_PARAM_LGBLOCK]: blockSize,
          [zlib.constants.BROTLI_PARAM_NPOSTFIX]: postfix,
          [zlib.constants.BROTLI_PARAM_NDIRECT]: direct,
        },
      }),
    ),
  );
  return copies.reduce((smallest, copy) => (copy.length < smallest.length ? copy : smallest));
}

export type PrecompressTotals = {files: number; bytes: number; gzipped: number; brotlied: number};

/** The copy carries the original's times: nginx answers with the copy's Last-Modified. */
function writeCopy(file: string, suffix: string, copy: Buffer): void {
  fs.writeFileSync(`${file}${suffix}`, copy);
  const {atimeMs, mtimeMs} = fs.statSync(file);
  fs.utimesSync(`${file}${suffix}`, atimeMs / 1000, mtimeMs / 1000);
}

function upToDate(file: string): boolean {
  const mtime = fs.statSync(file).mtimeMs;
  // utimes keeps microseconds at best.
  return ['.gz', '.br'].every((suffix) => fs.existsSync(`${file}${suffix}`) && Math.abs(fs.statSync(`${file}${suffix}`).mtimeMs - mtime) < 1);
}

async function compressOne(file: string, totals: PrecompressTotals): Promise<void> {
  if (upToDate(file)) {
    totals.files += 1;
    totals.bytes += fs.statSync(file).size;
    totals.gzipped += fs.statSync(`${file}.gz`).size;
    totals.brotlied += fs.statSync(`${file}.br`).size;
    return;
  }
  const original = fs.readFileSync(file);
  const gzipped = await gzip(original, {level: zlib.constants.Z_BEST_COMPRESSION});
  if (gzipped.length >= original.length) return;
  const brotlied = await smallestBrotli(original, candidates(file, original.length));
  writeCopy(file, '.gz', gzipped);
  writeCopy(file, '.br', brotlied);
  totals.files += 1;
  totals.bytes += original.length;
  totals.gzipped += gzipped.length;
  totals.brotlied += brotlied.length;
}

/** Writes the copies, keeping those of unchanged files. */
export async function precompress(buildDir: string): Promise<PrecompressTotals> {
  const totals = {files: 0, bytes: 0, gzipped: 0, brotlied: 0};
  const files = filesUnder(buildDir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_SIZE);
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  const queue = files.values();
  const worker = async (): Promise<void> => {
    for (const file of queue) await compressOne(file, totals);
  };
  await Promise.all(Array.from({length: 4}, worker));
  return totals;
}
