// `npm run precompress` (part of postbuild): the .gz and .br copies of the build folder's text
// files ($BUILD_DIR, else build/), see lib/precompress.ts.
import {precompress} from '../lib/precompress';
import {buildFolder} from '../lib/root';

async function main(): Promise<void> {
  const started = Date.now();
  const {files, bytes, gzipped, brotlied} = await precompress(buildFolder());
  const mib = (n: number): string => (n / 1024 / 1024).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`precompressed ${files} files in ${seconds} s: ${mib(bytes)} MiB -> ${mib(gzipped)} MiB gzip, ${mib(brotlied)} MiB brotli`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
