// Stands in for the module the search plugin generates while bundling
// (@theme-original/SearchBar/d-s-l-a-generated): its lunr, splitting words with the site's separator.
import lunr from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import {searchOptions} from './searchOptions';

lunr.tokenizer.separator = searchOptions.lunr.tokenizerSeparator;

export const tokenize = (input: string): string[] => lunr.tokenizer(input).map((token) => token.str);
export const mylunr = lunr;
