// How well the search answers the question sets of tests/search/, in Node over a build's index
// files with the engine the browser runs (src/search/search.ts) and its settings: each question's
// rank, the figures per set and half, and the committed ranks file that `npm test` holds every rank
// to (tests/build/searchRanks.test.ts; `npm run search:ranks` rewrites it). `npm run bench:search`
// ranks the same sets in the browser and times them.
import fs from 'node:fs';
import path from 'node:path';
import {readIndex, search, type LoadedIndex} from '../src/search/search';
import {SEARCHED_TAGS, searchSettings} from '../src/data/searchOptions';
import {repoRoot} from '../lib/root';

/** A query and the pages (route) or sections (route#anchor) that answer it. */
export type Question = {query: string; expected: string[]; class?: string; origin?: string; source?: string; half?: Half};
export type Half = 'tuning' | 'held-out';

/** The question sets, in the order the ranks file lists them. */
export const QUESTION_FILES = ['tests/search/queries.json', 'tests/search/reader-questions.json', 'tests/search/reader-questions-2.json', 'tests/search/reader-questions-3.json'] as const;
export const RANKS_FILE = 'tests/search/ranks.tsv';

export function readQuestions(file: string): Question[] {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Question[];
}

/** The indexes the search box fetches (SEARCHED_TAGS), read from a build folder. */
export async function loadIndexes(buildDir: string): Promise<LoadedIndex[]> {
  return Promise.all(SEARCHED_TAGS.map((tag) => readIndex(Promise.resolve(new Response(fs.readFileSync(path.join(buildDir, `search-index-${tag}.json`)))))));
}

/** The URLs (route#anchor) of the results for `query`, best first, as the search box lists them. */
export function resultsFor(indexes: LoadedIndex[], query: string): string[] {
  return search(indexes, query, searchSettings).hits.map((hit) => hit.document.sectionRoute);
}

/** A route without #anchor, query or trailing slash. */
export const routeOf = (url: string): string => new URL(url, 'http://site').pathname.replace(/\/+$/, '') || '/';

/** A route with its #anchor, without query or trailing slash. */
export const sectionOf = (url: string): string => routeOf(url) + new URL(url, 'http://site').hash;

/**
 * The 1-based rank of the first result on a page of an answer (`page`), and of the first result
 * that is an answering section itself, or on a page listed without an anchor (`section`); 0: none
 * of the results.
 */
export function ranksOf(question: Question, urls: string[]): {page: number; section: number} {
  const pages = new Set(question.expected.map(routeOf));
  const answers = (url: string) => question.expected.some((wanted) => (wanted.includes('#') ? sectionOf(url) === sectionOf(wanted) : routeOf(url) === routeOf(wanted)));
  return {page: urls.findIndex((url) => pages.has(routeOf(url))) + 1, section: urls.findIndex(answers) + 1};
}

export type Figures = {count: number; hitAt1: number; hitAt8: number; mrr: number};

export function figures(ranks: number[]): Figures {
  return {
    count: ranks.length,
    hitAt1: ranks.filter((rank) => rank === 1).length / ranks.length,
    hitAt8: ranks.filter((rank) => rank >= 1 && rank <= 8).length / ranks.length,
    mrr: ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length,
  };
}

/** One question's ranks: a line of the ranks file. `half` is "-" for a set without halves. */
export type RankRow = {file: string; half: string; query: string; page: number; section: number};

export type Ranked = RankRow & {question: Question; urls: string[]};

/** Every question of every set, ranked over the indexes. */
export function rankAll(indexes: LoadedIndex[]): Ranked[] {
  return QUESTION_FILES.flatMap((file) =>
    readQuestions(file).map((question) => {
      const urls = resultsFor(indexes, question.query);
      return {file: path.basename(file), half: question.half ?? '-', query: question.query, ...ranksOf(question, urls), question, urls};
    }),
  );
}

// The ranks file: a header, then one tab-separated line per question, in the sets' order, so that
// its diff shows each rank that moved. 0 stands for "not among the results".
const HEADER = ['# The rank of each question\'s answer over the built indexes; `npm test` fails when one ranks lower', '# (tests/build/searchRanks.test.ts). Rewrite with `npm run search:ranks -- --write` after a build.', '# file\thalf\tpage\tsection\tquery'];

export function formatRanks(rows: RankRow[]): string {
  return [...HEADER, ...rows.map((row) => [row.file, row.half, row.page, row.section, row.query].join('\t'))].join('\n') + '\n';
}

export function parseRanks(text: string): RankRow[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [file, half, page, section, ...query] = line.split('\t');
      return {file, half, page: Number(page), section: Number(section), query: query.join('\t')};
    });
}

/** A rank for comparing: not found (0) is below every rank. */
export const place = (rank: number): number => rank || Infinity;

export const rowKey = (row: Pick<RankRow, 'file' | 'query'>): string => `${row.file}\t${row.query}`;

/** The rows of `now` whose page or section rank differs from `before`'s, with both. */
export function movedRanks(before: RankRow[], now: RankRow[]): Array<{now: RankRow; before?: RankRow}> {
  const old = new Map(before.map((row) => [rowKey(row), row]));
  return now.filter((row) => {
    const was = old.get(rowKey(row));
    return !was || was.page !== row.page || was.section !== row.section;
  }).map((row) => ({now: row, before: old.get(rowKey(row))}));
}

/** The rows of `now` whose page or section ranks lower than in `before` (a question new to `now` is not lower). */
export function lowerRanks<Row extends RankRow>(before: RankRow[], now: Row[]): Array<{now: Row; before: RankRow}> {
  const old = new Map(before.map((row) => [rowKey(row), row]));
  return now.flatMap((row) => {
    const was = old.get(rowKey(row));
    return was && (place(row.page) > place(was.page) || place(row.section) > place(was.section)) ? [{now: row, before: was}] : [];
  });
}

export const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/** One line of figures: page level, and section level for the readers' questions. */
export function figuresLine(label: string, rows: RankRow[]): string {
  const byPage = figures(rows.map((row) => row.page));
  const bySection = figures(rows.map((row) => row.section));
  const page = `page: hit@1 ${percent(byPage.hitAt1).padStart(6)}  hit@8 ${percent(byPage.hitAt8).padStart(6)}  MRR ${byPage.mrr.toFixed(3)}`;
  const section = `section: hit@1 ${percent(bySection.hitAt1).padStart(6)}  hit@8 ${percent(bySection.hitAt8).padStart(6)}  MRR ${bySection.mrr.toFixed(3)}`;
  return `${label.padEnd(36)} ${String(rows.length).padStart(3)}  ${page}   ${section}`;
}

/** The figures of every set and half, one line each. */
export function figureLines(rows: RankRow[]): string[] {
  const lines: string[] = [];
  for (const file of QUESTION_FILES.map((f) => path.basename(f))) {
    const these = rows.filter((row) => row.file === file);
    const halves = [...new Set(these.map((row) => row.half))];
    if (halves.length === 1) lines.push(figuresLine(file, these));
    else for (const half of ['tuning', 'held-out']) {
      const inHalf = these.filter((row) => row.half === half);
      if (inHalf.length) lines.push(figuresLine(`${file} ${half}`, inHalf));
    }
  }
  return lines;
}

/** The figures of queries.json per class of query, one line each. */
export function classLines(rows: Ranked[]): string[] {
  const mine = rows.filter((row) => row.file === path.basename(QUESTION_FILES[0]));
  return [...new Set(mine.map((row) => row.question.class ?? 'original'))].map((kind) => figuresLine(`  class ${kind}`, mine.filter((row) => (row.question.class ?? 'original') === kind)));
}
