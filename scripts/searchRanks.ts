// `npm run search:ranks [-- --dir build] [--vs other-build] [--write] [--misses [--half tuning]]`: ranks
// every question of tests/search/ over a build's indexes in Node (scripts/searchQuality.ts) and prints
// the figures of each set and half (queries.json also by class), then every rank that differs from the
// committed ranks file. `--vs` prints another build's figures too, ranked by this engine over that
// build's indexes, and its questions that rank lower here (bench:search --vs runs each build's own engine). `--write` rewrites
// that file, the deliberate step after a change that moves ranks: its diff shows each one.
// `--misses` lists the questions whose answer is not first, with what ranked first (`--half` keeps
// to one half of the split sets, e.g. the tuning half while the search is being tuned).
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildFolder, repoRoot} from '../lib/root';
import {classLines, figureLines, formatRanks, loadIndexes, lowerRanks, movedRanks, parseRanks, rankAll, RANKS_FILE, rowKey, type Ranked} from './searchQuality';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string'},
    write: {type: 'boolean', default: false},
    misses: {type: 'boolean', default: false},
    half: {type: 'string'},
    vs: {type: 'string'},
  },
});

async function main(): Promise<void> {
  const buildDir = args.dir ? path.resolve(args.dir) : buildFolder();
  const ranked = rankAll(await loadIndexes(buildDir));
  // Questions of unsplit sets ('-') belong to every half.
  const inChosenHalf = (row: {half: string}) => !args.half || row.half === '-' || row.half === args.half;
  const inHalf = (rows: Ranked[]) => rows.filter(inChosenHalf);
  const shown = inHalf(ranked);
  const report = (dir: string, rows: Ranked[]) => {
    console.log(`search ranks over ${path.relative(repoRoot, dir) || '.'}\n`);
    console.log([...figureLines(rows), ...classLines(rows)].join('\n'));
  };
  report(buildDir, shown);
  if (args.vs) {
    const otherDir = path.resolve(args.vs);
    const other = rankAll(await loadIndexes(otherDir));
    console.log('');
    report(otherDir, inHalf(other));
    const lower = inHalf(lowerRanks(other, ranked).map(({now}) => now));
    console.log(`\nranked lower over ${path.relative(repoRoot, buildDir) || '.'} than over ${path.relative(repoRoot, otherDir)}: ${lower.length}`);
    const before = new Map(other.map((row) => [rowKey(row), row]));
    for (const row of lower) {
      const was = before.get(rowKey(row))!;
      console.log(`  ${row.file.padEnd(24)} ${row.half.padEnd(8)} ${was.page}/${was.section} → ${row.page}/${row.section}  ${row.query}`);
    }
  }

  if (args.misses) {
    console.log('\nmisses (page rank, section rank; 0: not among the results)');
    for (const row of shown) {
      if (row.page === 1 && row.section === 1) continue;
      console.log(`  ${row.file.padEnd(24)} ${row.half.padEnd(8)} ${(row.question.class ?? '').padEnd(11)} ${String(row.page).padStart(2)} ${String(row.section).padStart(2)}  ${row.query}  → ${row.urls[0] ?? '(nothing)'}`);
    }
  }

  const file = path.join(repoRoot, RANKS_FILE);
  const committed = fs.existsSync(file) ? parseRanks(fs.readFileSync(file, 'utf8')) : [];
  const moved = movedRanks(committed, ranked).filter(({now}) => inChosenHalf(now));
  console.log(`\nagainst ${RANKS_FILE}: ${moved.length} rank(s) moved`);
  for (const {now, before} of moved) {
    const was = before ? `${before.page}/${before.section}` : 'new';
    console.log(`  ${now.file.padEnd(24)} ${now.half.padEnd(8)} ${was.padStart(5)} → ${now.page}/${now.section}  ${now.query}`);
  }
  if (args.write) {
    fs.writeFileSync(file, formatRanks(ranked));
    console.log(`\nwrote ${RANKS_FILE} (${ranked.length} questions)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
