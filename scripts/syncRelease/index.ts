// `npm run sync:release -- <secureCodeBox checkout> [--release 5.8.0] [--out dir]`: reads the
// charts and CRDs of a secureCodeBox checkout at a release tag and rewrites the release facts
// in src/data/release/generated/. The release version comes from --release or, in a git
// checkout, from the tag at HEAD. A newer release than the documented one first moves the
// documented release's published files into the archive beside the output folder
// (src/data/release/archive/); then the sync lists what the docs say of one release, for a person
// to re-check. See README, "Update the docs for a new secureCodeBox release".
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {archiveReplacedRelease} from './archive';
import {readRelease} from './read';
import {releaseStatements} from './statements';
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
  console.error('usage: npm run sync:release -- <secureCodeBox checkout> [--release 5.8.0] [--out dir] (the archive is the folder archive/ beside dir)');
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

const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';

try {
  const release = readRelease(checkout, tag.replace(/^v/, ''));
  const outDir = path.resolve(args.out ?? '');
  const archived = archiveReplacedRelease(release.version, path.join(path.dirname(outDir), 'archive'));
  const {written, removed} = writeRelease(outDir, release);
  for (const line of release.skipped) console.log(`skipped ${line}`);
  const keys = release.charts.reduce((n, c) => n + c.values.length, 0);
  console.log(`secureCodeBox ${release.version}: ${release.charts.length} charts, ${keys} values keys, ${release.crds.length} CRDs → ${shown(outDir)}`);
  console.log(`${written.length} files written, ${removed.length} removed${written.length + removed.length === 0 ? ' (already up to date)' : ''}`);
  if (archived) console.log(`v${archived.release} stays published: ${archived.written.length} files archived in ${shown(path.join(path.dirname(outDir), 'archive', `v${archived.release}`))}`);
  const statements = releaseStatements(root, release.version, archived?.release);
  const list = (caution: boolean) => statements.filter((s) => s.caution === caution).map((s) => `  ${s.file}:${s.line}: ${s.text.length > 140 ? `${s.text.slice(0, 139)}…` : s.text}`);
  console.log(`\nRe-check these cautions, which name a release older than ${release.version}:\n${list(true).join('\n') || '  none'}`);
  if (archived) console.log(`\nRe-check these statements about ${archived.release}, the release the docs described until now:\n${list(false).join('\n') || '  none'}`);
} catch (error) {
  console.error(`sync:release failed: ${(error as Error).message}`);
  process.exit(1);
}
