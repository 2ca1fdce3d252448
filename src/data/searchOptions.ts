// The search plugin's options (docusaurus.config.ts hands them to src/plugins/searchWithKeywords,
// which runs the plugin and writes its indexes) with the spec's constants (section 9: maximum 8
// results; boosts title 5, content 1, tags 3, parent categories 2; parent categories at level 0;
// ranking constants 1.2 and 0.75), and what the search box ranks with besides the indexes. The
// browser reads the boosts and the result limit from the plugin's global data and the tags from the
// theme (see SEARCHED_TAGS); a search outside the browser (mcp/, tests/build/searchOffline.ts) reads
// them here. tests/unit/data/searchOptions.test.ts holds both to the plugin's.
import type {SearchLocalOptions} from '@cmfcmf/docusaurus-search-local';
import type {SearchSettings} from '../search/search';
import {SEARCH_LANGUAGE, TOKENIZER_SEPARATOR} from '../search/tokenizer';

export const searchOptions = {
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  indexDocSidebarParentCategories: 0,
  // Stores "Scanners > Nmap" as a page's title in the index: results show where a page lives.
  includeParentCategoriesInPageTitle: true,
  language: SEARCH_LANGUAGE,
  maxSearchResults: 8,
  lunr: {
    tokenizerSeparator: TOKENIZER_SEPARATOR,
    k1: 1.2,
    b: 0.75,
    titleBoost: 5,
    contentBoost: 1,
    tagsBoost: 3,
    parentCategoriesBoost: 2,
  },
} satisfies SearchLocalOptions;

/** The settings the plugin publishes as its global data (its contentLoaded), which the search box reads. */
export const searchSettings: SearchSettings = {
  titleBoost: searchOptions.lunr.titleBoost,
  contentBoost: searchOptions.lunr.contentBoost,
  tagsBoost: searchOptions.lunr.tagsBoost,
  parentCategoriesBoost: searchOptions.lunr.parentCategoriesBoost,
  indexDocSidebarParentCategories: searchOptions.indexDocSidebarParentCategories,
  maxSearchResults: searchOptions.maxSearchResults,
};

/**
 * The tags whose indexes (`search-index-{tag}.json`) the search box reads on every page: the
 * theme's `default` (the blog) and the docs' `docs-{plugin id}-{version}`, the site having one docs
 * plugin with one version. The browser has them from the theme's useContextualSearchFilters;
 * tests/e2e/search.spec.ts checks that it asks for these.
 */
export const SEARCHED_TAGS = ['default', 'docs-default-current'] as const;
