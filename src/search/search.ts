// The site's search over the plugin's lunr indexes, as the browser's worker, its main-thread
// fallback, the MCP server and the build checks run it. As in the plugin's own search bar: the same
// indexes, fields and boosts (from its options), whole words and trailing wildcards, results merged
// across the indexes by score and cut to the maximum. Unlike it:
//   1. query words pass the index's own trimmer and stop-word filter, and more stop words (./words.ts);
//   2. only words the index does not know (being typed) get the trailing wildcard (./query.ts);
//   3. adjacent words also count as one word, so "parse definition" finds ParseDefinition, but
//      weigh no more than the words themselves;
//   4. a word of the reader's vocabulary also finds the docs' word for it (./vocabulary.ts);
//   5. every section also scores on its page's title and tags, and a page whose title is exactly
//      the query comes first;
//   6. each page is listed once, with its best section, ranked by the factors of ./ranking.ts;
//   7. when the query finds fewer pages than fit the list, words of 5 or more letters are tried
//      again with one typo allowed; what they find comes after everything found without;
//   8. input with lunr's query syntax goes to lunr's query parser.
// The scoring is lunr's BM25 (./bm25.ts) over the served indexes (./servedIndex.ts, ./loadedIndex.ts).
// `npm run bench:search` measures it in the browser; tests/build/searchRanks.test.ts holds every
// query's rank in `npm test`.
import {lunr} from './lunr';
import {score} from './bm25';
import type {LoadedIndex} from './loadedIndex';
import {intentOf, MAX_QUERY_LENGTH, MAX_QUERY_WORDS, QUERY_SYNTAX, syntaxClauses, syntaxTerms, TYPO_MIN_LENGTH, wordBeingTyped, type PlainQuery} from './query';
import {bestSectionsOfIndex, hitsOf, keepBest, newPageBest, type SearchHit, type SearchSettings} from './ranking';
import {titleKey, words} from './words';

export {readIndex, type LoadedIndex} from './loadedIndex';
export {pageTrail, type SearchDocument} from './documents';
export type {SearchHit, SearchSettings} from './ranking';

/** What a search found, the words to mark on the chosen page, or why the query could not run. */
export type SearchOutcome = {hits: SearchHit[]; terms: string[]; error?: string};

function searchWithSyntax(loaded: LoadedIndex, searched: LoadedIndex[], input: string): SearchHit[] {
  const {total, matched} = score(loaded, syntaxClauses(loaded.index, input), searched);
  const best = newPageBest();
  matched.forEach((isMatched, position) => isMatched && keepBest(best, loaded.routes[position], position, total[position]));
  return hitsOf(loaded, best);
}

const pageRoute = (hit: SearchHit) => hit.document.sectionRoute.split('#')[0];
const bestFirst = (hits: SearchHit[]) => hits.sort((a, b) => b.score - a.score);

/** Pages whose title is exactly the query first; otherwise the order stays. */
function exactTitlesFirst(indexes: LoadedIndex[], texts: string[], hits: SearchHit[]): SearchHit[] {
  const key = titleKey(indexes[0].index, texts.join(' '));
  const isExact = (hit: SearchHit) => indexes.some(({pageTitleKeys}) => pageTitleKeys.get(pageRoute(hit)) === key);
  return [...hits.filter(isExact), ...hits.filter((hit) => !isExact(hit))];
}

function searchAllIndexes(indexes: LoadedIndex[], query: PlainQuery, settings: SearchSettings): SearchHit[] {
  const max = settings.maxSearchResults;
  const found = exactTitlesFirst(indexes, query.texts, bestFirst(indexes.flatMap((loaded) => bestSectionsOfIndex(loaded, indexes, query, settings, false))));
  if (found.length >= max || !query.texts.some((text) => text.length >= TYPO_MIN_LENGTH)) return found.slice(0, max);
  const pages = new Set(found.map(pageRoute));
  const withTypos = bestFirst(indexes.flatMap((loaded) => bestSectionsOfIndex(loaded, indexes, query, settings, true)));
  return [...found, ...withTypos.filter((hit) => !pages.has(pageRoute(hit)))].slice(0, max);
}

/**
 * Searches all indexes (one per Docusaurus tag) for the first MAX_QUERY_LENGTH characters of the
 * input, and of them the first MAX_QUERY_WORDS words: the best sections of the best pages first.
 */
export function search(indexes: LoadedIndex[], fullInput: string, settings: SearchSettings): SearchOutcome {
  if (indexes.length === 0) return {hits: [], terms: []};
  const input = fullInput.slice(0, MAX_QUERY_LENGTH);
  if (QUERY_SYNTAX.test(input)) {
    try {
      const terms = syntaxTerms(input, indexes[0].index);
      const hits = bestFirst(indexes.flatMap((loaded) => searchWithSyntax(loaded, indexes, input)));
      return {hits: hits.slice(0, settings.maxSearchResults), terms};
    } catch (error) {
      const message = error instanceof lunr.QueryParseError ? error.message : 'this query cannot be run';
      return {hits: [], terms: [], error: message};
    }
  }
  const texts = [...new Set(words(input))].slice(0, MAX_QUERY_WORDS);
  // A cut input's last word is cut, not being typed.
  const query = {texts, typing: fullInput.length > MAX_QUERY_LENGTH ? undefined : wordBeingTyped(input), intent: intentOf(input, texts)};
  return {hits: texts.length ? searchAllIndexes(indexes, query, settings) : [], terms: texts};
}
