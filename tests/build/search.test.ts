// The search ranking of a small fixed set of queries, over the indexes this build wrote, with the
// browser's engine (scripts/searchQuality.ts). Each query leans on part of how the pages are laid out for
// the search (src/plugins/searchWithKeywords): a page's front-matter keywords, a section's
// section_keywords, the docs sidebar's categories in a page's title, a generated category page,
// words that only a code block holds, a blog post, a typo. A theme markup change that the layout
// no longer reads drops one of them from first place, and this fails; `npm run bench:search`
// measures the whole query sets in the browser.
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {LoadedIndex} from '../../src/search/search';
import {repoRoot} from '../../lib/root';
import {buildDir} from './support';
import {loadIndexes, QUESTION_FILES, resultsFor} from '../../scripts/searchQuality';

type BenchQuery = {query: string; expected: string[]};

const GUARDED = [
  'send findings to slack', // the page's keywords (slack) as tags
  'ImagePullBackOff', // a troubleshooting section by its heading
  'private registry image pull secret',
  'trigger scheduled scan now',
  'cron schedule',
  'parse definition', // a resource kind written as two words
  'scan completion hooks',
  'list of scanners', // a generated category page
  'write a new scanner', // a contributor's question
  'helm unittest',
  'log4shell', // a blog post
  'apple silicon',
  'trivvy', // a typo
  'what is the lurker', // a definition question
  'how do i use my own s3 bucket',
  'why is the minio pod pending',
];

const routeOf = (url: string) => url.split('#')[0].replace(/\/+$/, '') || '/';

describe('the search over the built indexes', () => {
  let indexes: LoadedIndex[];
  const queries = new Map(
    (JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/search/queries.json'), 'utf8')) as BenchQuery[]).map((entry) => [entry.query, entry.expected]),
  );
  beforeAll(async () => {
    indexes = await loadIndexes(buildDir);
  });

  // An answer key that names a section the docs no longer have (a heading renamed) would count a
  // right answer as a miss in bench:search.
  it.each(QUESTION_FILES)('every answer that %s names is a page of the build, with that heading', (file) => {
    const pageFile = (route: string) => [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route.replace(/\/$/, '')}.html`)].find((f) => fs.existsSync(f));
    const answers = (JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as BenchQuery[]).flatMap(({query, expected}) => expected.map((url) => ({query, url})));
    const missing = answers.filter(({url}) => {
      const [route, anchor] = url.split('#');
      const found = pageFile(route);
      if (!found) return true;
      return anchor !== undefined && !new RegExp(`<h[2-6][^>]* id=("${anchor}"|${anchor}[ >])`).test(fs.readFileSync(found, 'utf8'));
    });
    expect(missing).toEqual([]);
  });

  it.each(GUARDED)('puts an expected page first for "%s"', (query) => {
    const expected = queries.get(query);
    expect(expected, `${query} is in tests/search/queries.json`).toBeDefined();
    const first = resultsFor(indexes, query)[0];
    expect(expected!.map(routeOf)).toContain(routeOf(first ?? ''));
  });
});
