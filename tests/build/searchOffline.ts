// The site's search run in Node over a build's index files: the indexes the search box fetches
// (SEARCHED_TAGS), the same scorer (src/components/LocalSearch/search.ts) and the same settings
// (src/data/searchOptions.ts).
import fs from 'node:fs';
import path from 'node:path';
import {readIndex, search, type LoadedIndex} from '../../src/components/LocalSearch/search';
import {SEARCHED_TAGS, searchSettings} from '../../src/data/searchOptions';

export async function loadIndexes(buildDir: string): Promise<LoadedIndex[]> {
  return Promise.all(SEARCHED_TAGS.map((tag) => readIndex(Promise.resolve(new Response(fs.readFileSync(path.join(buildDir, `search-index-${tag}.json`)))))));
}

/** The URLs (route#anchor) of the results for `query`, best first, as the search box lists them. */
export function resultsFor(indexes: LoadedIndex[], query: string): string[] {
  return search(indexes, query, searchSettings).hits.map((hit) => hit.document.sectionRoute);
}
