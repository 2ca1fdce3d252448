// `npm run sync:release -- <secureCodeBox checkout> [--release 5.8.0] [--out dir]`: reads the
// charts and CRDs of a secureCodeBox checkout at a release tag and rewrites the release facts
// in src/data/release/generated/. The release version comes from --release or, in a git
// checkout, from the tag at HEAD. See README, "Update the docs for a new secureCodeBox release".
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readRelease} from './read';
import {writeRelease} from './write';

const root = path.resolve(__dirname, '../..');

function tagAtHead(checkout: string): string | undefined {
  try {
    return execFileSync('git', ['-C', checkout, 'describe', '--tags', '--exact-match', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined;
  }
}

const {values: args, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    release: {type: 'string'},
    out: {type: 'string', default: path.join(root, 'src/data/release/generated')},
  },
});

if (positionals.length !== 1) {
  console.error('usage: npm run sync:release -- <secureCodeBox checkout> [--release 5.8.0] [--out dir]');
  process.exit(2);
}
const checkout = path.resolve(positionals[0]);
if (!fs.existsSync(path.join(checkout, 'scanners'))) {
  console.error(`${checkout} is not a secureCodeBox checkout (it has no scanners/ folder)`);
  process.exit(2);
}
const tag = args.release ?? tagAtHead(checkout);
if (!tag) {
  console.error(`${checkout}: HEAD is not at a release tag; name the release with --release 5.8.0`);
  process.exit(2);
}

try {
  const release = readRelease(checkout, tag.replace(/^v/, ''));
  const outDir = path.resolve(args.out ?? '');
  const {written, removed} = writeRelease(outDir, release);
  for (const line of release.skipped) console.log(`skipped ${line}`);
  const keys = release.charts.reduce((n, c) => n + c.values.length, 0);
  console.log(
    `secureCodeBox ${release.version}: ${release.charts.length} charts, ${keys} values keys, ${release.crds.length} CRDs → ${path.relative(process.cwd(), outDir) || '.'}`,
  );
  console.log(`${written.length} files written, ${removed.length} removed${written.length + removed.length === 0 ? ' (already up to date)' : ''}`);
} catch (error) {
  console.error(`sync:release failed: ${(error as Error).message}`);
  process.exit(1);
}
