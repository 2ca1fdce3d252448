// The search plugin's options as the site configures them (docusaurus.config.ts), for tests that
// must split, weigh and boost as the site does.
import config from '../../../docusaurus.config';
import searchWithKeywords from '@site/src/plugins/searchWithKeywords';

type SearchOptions = {
  indexDocSidebarParentCategories: number;
  maxSearchResults: number;
  lunr: {tokenizerSeparator: RegExp; k1: number; b: number; titleBoost: number; contentBoost: number; tagsBoost: number; parentCategoriesBoost: number};
};

const entry = config.plugins?.find((plugin) => Array.isArray(plugin) && plugin[0] === searchWithKeywords);
if (!Array.isArray(entry)) throw new Error('docusaurus.config.ts no longer configures src/plugins/searchWithKeywords');

export const searchOptions = entry[1] as SearchOptions;
