// Every question of every set in tests/search/ ranks its answer, page and section, no lower than the
// committed tests/search/ranks.tsv says, over the indexes this build wrote and with the engine the
// browser runs (scripts/searchQuality.ts). A change that moves ranks rewrites that file on purpose
// (`npm run search:ranks -- --write`), and its diff shows each rank that moved.
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {repoRoot} from '../../lib/root';
import {loadIndexes, lowerRanks, parseRanks, rankAll, RANKS_FILE, rowKey, type Ranked, type RankRow} from '../../scripts/searchQuality';
import {buildDir} from './support';

describe('the ranks of the question sets', () => {
  let ranked: Ranked[];
  const committed = parseRanks(fs.readFileSync(path.join(repoRoot, RANKS_FILE), 'utf8'));
  // Ranking the 385 questions takes a few seconds, more on a busy machine.
  beforeAll(async () => {
    ranked = rankAll(await loadIndexes(buildDir));
  }, 120_000);

  it(`has a rank in ${RANKS_FILE} for every question, and no other`, () => {
    const now = new Set(ranked.map(rowKey));
    const listed = new Set(committed.map(rowKey));
    expect([...now].filter((key) => !listed.has(key)), 'questions without a committed rank: run npm run search:ranks -- --write').toEqual([]);
    expect([...listed].filter((key) => !now.has(key)), 'committed ranks of questions no set has').toEqual([]);
  });

  it('ranks no answer lower than the committed ranks', () => {
    const label = (row: RankRow) => `${row.page}/${row.section}`;
    const lower = lowerRanks(committed, ranked).map(({now, before}) => `${now.file} "${now.query}": page/section rank ${label(before)} → ${label(now)}, first: ${now.urls[0] ?? '(nothing)'}`);
    expect(lower).toEqual([]);
  });
});
