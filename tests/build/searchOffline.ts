// The site's search run in Node over a build's index files: the same indexes the search box
// fetches from a docs page (the default tag and the docs tag), the same scorer
// (src/components/LocalSearch/search.ts) and the plugin's settings as the site configures them.
import fs from 'node:fs';
import path from 'node:path';
import {readIndex, search, type LoadedIndex, type SearchSettings} from '../../src/components/LocalSearch/search';
import {searchOptions} from '../unit/support/searchOptions';

export const SEARCHED_TAGS = ['default', 'docs-default-current'];

export const searchSettings: SearchSettings = {
  titleBoost: searchOptions.lunr.titleBoost,
  contentBoost: searchOptions.lunr.contentBoost,
  tagsBoost: searchOptions.lunr.tagsBoost,
  parentCategoriesBoost: searchOptions.lunr.parentCategoriesBoost,
  indexDocSidebarParentCategories: searchOptions.indexDocSidebarParentCategories,
  maxSearchResults: searchOptions.maxSearchResults,
};

export async function loadIndexes(buildDir: string): Promise<LoadedIndex[]> {
  return Promise.all(SEARCHED_TAGS.map((tag) => readIndex(Promise.resolve(new Response(fs.readFileSync(path.join(buildDir, `search-index-${tag}.json`)))))));
}

/** The URLs (route#anchor) of the results for `query`, best first, as the search box lists them. */
export function resultsFor(indexes: LoadedIndex[], query: string): string[] {
  return search(indexes, query, searchSettings).hits.map((hit) => hit.document.sectionRoute);
}
