// The comparison that makes `npm test` fail on a rank that drops (tests/build/searchRanks.test.ts):
// lowerRanks against the committed ranks file, with one rank made worse in each way it can get worse.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../../lib/root';
import {formatRanks, lowerRanks, parseRanks, RANKS_FILE, type RankRow} from '../../../scripts/searchQuality';

const committed = parseRanks(fs.readFileSync(path.join(repoRoot, RANKS_FILE), 'utf8'));
const row = (page: number, section: number, query = 'a question'): RankRow => ({file: 'set.json', half: 'held-out', query, page, section});

describe('lowerRanks', () => {
  it('finds nothing lower when the ranks are the committed ones', () => {
    expect(committed.length).toBeGreaterThan(300);
    expect(lowerRanks(committed, committed)).toEqual([]);
  });

  it('names the one committed question whose page rank dropped', () => {
    const index = committed.findIndex((r) => r.page === 1);
    const now = committed.map((r, i) => (i === index ? {...r, page: 2} : r));
    expect(lowerRanks(committed, now)).toEqual([{now: now[index], before: committed[index]}]);
  });

  it.each([
    ['the page ranks lower', row(1, 1), row(3, 1)],
    ['the section ranks lower', row(1, 2), row(1, 5)],
    ['the page falls out of the results', row(8, 8), row(0, 0)],
    ['the section falls out of the results', row(1, 1), row(1, 0)],
  ])('counts it as lower when %s', (_, before, now) => {
    expect(lowerRanks([before], [now])).toHaveLength(1);
  });

  it.each([
    ['the same', row(2, 3), row(2, 3)],
    ['higher', row(4, 6), row(1, 1)],
    ['found where it was not', row(0, 0), row(7, 0)],
  ])('does not count a rank that is %s', (_, before, now) => {
    expect(lowerRanks([before], [now])).toEqual([]);
  });

  it('does not count a question that has no committed rank', () => {
    expect(lowerRanks([row(1, 1, 'old')], [row(0, 0, 'new')])).toEqual([]);
  });

  it('reads back the ranks file it writes', () => {
    expect(parseRanks(formatRanks(committed))).toEqual(committed);
  });
});
