// The search plugin's options (docusaurus.config.ts hands them to src/plugins/searchWithKeywords):
// the spec's constants (section 9: maximum 8 results; boosts title 5, content 1, tags 3, parent
// categories 2; parent categories at level 0; ranking constants 1.2 and 0.75).
import {SEARCH_LANGUAGE, TOKENIZER_SEPARATOR} from './searchTokenizer';

// src/components/LocalSearch reads the boosts and the result limit from the plugin's global data.
// src/plugins/searchWithKeywords runs the plugin, adds front-matter keywords to its index, lays
// the pages out for search and writes the indexes smaller.
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
};
