// Searching the plugin's lunr indexes. As in the plugin's own search bar: the same indexes,
// fields and boosts (from its options), whole words and trailing wildcards, results merged across
// the indexes by score and cut to the maximum. Unlike it:
//   1. query words pass the index's own trimmer and stop-word filter, and more stop words;
//   2. only words the index does not know (being typed) get the trailing wildcard;
//   3. adjacent words also count as one word, so "parse definition" finds ParseDefinition, but
//      weigh no more than the words themselves;
//   4. every section also scores on its page's title and tags, and a page whose title is
//      exactly the query comes first;
//   5. each page is listed once, with its best section; blog posts weigh a little less than docs;
//   6. when the query finds fewer pages than fit the list, words of 5 or more letters are tried
//      again with one typo allowed; what they find comes after everything found without;
//   7. input with lunr's query syntax goes to lunr's query parser;
//   8. a word of the reader's vocabulary also finds the docs' word for it (./vocabulary.ts);
//   9. a section whose heading or tags (or its page's title or tags) name the query's words
//      scores more than one that only mentions them;
//  10. an operator's query weighs the contributor guides less, a definition question the
//      architecture docs more;
//  11. a page is ranked by its best section with the page's title and tags, but shows the section
//      that answers best on its own (the page's top when the query is the page's title).
// lunr's scoring (BM25 weights in per-field vectors, each field's score divided by the length of
// its query vector) is computed here from the loaded index rather than by lunr's Index#query,
// which builds match metadata for every hit that nothing here reads: on a phone that made every
// keystroke of a common word slow. The weights in the served indexes leave out each term's
// inverse document frequency (src/plugins/searchWithKeywords/compactSearchIndex.ts explains
// why); it is applied here, counted over all the indexes searched together.
// `npm run bench:search` measures the ranking on the queries of tests/search/queries.json.
import {lunr, tokenize, type LunrIndex, type LunrTokenSet} from './lunr';
import {lunrIdf} from './idf';
import {fromServedIndex, type SerializedIndex} from './servedIndex';
import {EXTRA_STOP_WORDS} from './stopWords';
import {CONTRIBUTOR_WORDS, READER_VOCABULARY} from './vocabulary';
import {pageTrail, type SearchDocument} from './documents';

export {pageTrail, type SearchDocument} from './documents';

/** The plugin's options, as it publishes them in its global data. */
export type SearchSettings = {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  indexDocSidebarParentCategories: number;
  maxSearchResults: number;
};

/** Where a term occurs: per field, the documents holding it (by position) and its weight in each. */
type TermMatches = {documents: number; fields: Map<string, {positions: Int32Array; weights: Float64Array}>};

/** An index as the search reads it. Its documents are addressed by their position in `documents`. */
export type LoadedIndex = {
  index: LunrIndex;
  documents: SearchDocument[];
  /** The position of each document by its lunr reference. */
  positions: Map<string, number>;
  /** The route of each document's page (its sectionRoute without #anchor), by position. */
  routes: string[];
  /** The positions of the sections that carry their page's own title (its h1). */
  titleSections: number[];
  /** 1 at the position of such a section, by position. */
  isTitleSection: Uint8Array;
  /** Each page's title as the index spells it (see titleKey), by page route. */
  pageTitleKeys: Map<string, string>;
  /** The terms looked up so far (see termMatches). */
  terms: Map<string, TermMatches>;
};

export type SearchHit = {document: SearchDocument; score: number};

/** What a search found, the words to mark on the chosen page, or why the query could not run. */
export type SearchOutcome = {hits: SearchHit[]; terms: string[]; error?: string};


// lunr's query syntax: field:term, term~distance, term^boost, wildcards and a leading "+".
// A leading "-" alone does not switch to it: readers type flags such as "-sV" or "--set".
const QUERY_SYNTAX = /[:~^*]|(?:^|\s)\+/;

// Fuzzy matching grows exponentially with the edit distance; more than 2 would freeze the page.
const MAX_EDIT_DISTANCE = 2;

// The typo fallback: words this long or longer may have one letter wrong, missing or extra.
const TYPO_MIN_LENGTH = 5;
const TYPO_EDIT_DISTANCE = 1;

// A blog post is dated and tells a story; where a docs page matches as well, the docs page
// comes first.
const BLOG_WEIGHT = 0.8;

// A section whose heading or tags (or its page's title or tags) name all the query's words
// scores this much more than one that names none: a title that says what a section is about
// counts for more than a rare word in passing.
const HEADING_WEIGHT = 0.5;

// A word of the reader's vocabulary (./vocabulary.ts) finds the docs' word for it as if the
// reader had typed that word.
const VOCABULARY_WEIGHT = 1;

// Without a contributor's word (./vocabulary.ts), the contributor guides weigh this much: an
// operator's question finds the how-to before a guide that mentions the same words.
const CONTRIBUTOR_WEIGHT = 0.8;
const CONTRIBUTOR_ROUTE = '/docs/contributing/';

// A definition question ("what is the lurker") finds the architecture docs (concepts, glossary,
// building blocks) before the troubleshooting of the thing it names.
const DEFINITION_WEIGHT = 1.25;
const CONCEPT_ROUTE = '/docs/architecture/';
const DEFINITION_QUESTION = /^\s*(what|who)\s+(is|are|does|do)\b|^\s*(explain|define|meaning of)\b/i;

// A word being typed stands for at most this many of the words it begins (see completions).
const MAX_COMPLETIONS = 30;

// "scan completion hook" also looks for "scancompletionhook": up to three words run together.
const MAX_JOINED_WORDS = 3;


// The index dropped stop words and stray punctuation from the pages; the query drops them too,
// or "to" would match, as "to*", every word that starts with "to".
const queryPipeline = new lunr.Pipeline();
queryPipeline.add(lunr.trimmer, lunr.stopWordFilter);
const extraStopWords = new Set(EXTRA_STOP_WORDS.map(([word]) => word));

/** The words of a text, as the index spells them before stemming. */
function words(text: string): string[] {
  return tokenize(text)
    .flatMap((word) => queryPipeline.runString(word))
    .filter((word) => !extraStopWords.has(word));
}

/** A word as the index stores it (stemmed). */
function stem(index: LunrIndex, word: string): string {
  return index.pipeline.runString(word)[0] ?? word;
}

/** The distinct stems of a text, sorted: equal for "Static Report" and "report static". */
function titleKey(index: LunrIndex, text: string): string {
  return [...new Set(words(text).map((word) => stem(index, word)))].sort().join(' ');
}

export function indexDocuments(documents: SearchDocument[], index: LunrIndex): LoadedIndex {
  const loaded: LoadedIndex = {index, documents, positions: new Map(), routes: [], titleSections: [], isTitleSection: new Uint8Array(documents.length), pageTitleKeys: new Map(), terms: new Map()};
  documents.forEach((document, position) => {
    loaded.positions.set(String(document.id), position);
    const route = document.sectionRoute.split('#')[0];
    loaded.routes.push(route);
    const trail = pageTrail(document);
    const title = trail[trail.length - 1];
    if (title && document.sectionTitle === title && !loaded.pageTitleKeys.has(route)) {
      loaded.pageTitleKeys.set(route, titleKey(index, title));
      loaded.titleSections.push(position);
      loaded.isTitleSection[position] = 1;
    }
  });
  return loaded;
}

function emptyIndex(): LoadedIndex {
  const index = lunr(function () {
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
  });
  return indexDocuments([], index);
}

/** Reads a fetched `search-index-{tag}.json`; a missing or broken index searches as an empty one. */
export async function readIndex(response: Promise<Response>): Promise<LoadedIndex> {
  try {
    const received = await response;
    if (!received.ok) return emptyIndex();
    const json = (await received.json()) as {documents: SearchDocument[]; index: unknown};
    return indexDocuments(json.documents, lunr.Index.load(fromServedIndex(json.index as SerializedIndex)));
  } catch {
    return emptyIndex();
  }
}

/** The weight of a term in a document's field: a binary search in lunr's sorted field vector. */
function weight(index: LunrIndex, field: string, ref: string, termIndex: number): number {
  const elements = index.fieldVectors[`${field}/${ref}`]?.elements;
  if (!elements) return 0;
  let low = 0;
  let high = elements.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = elements[middle * 2];
    if (found === termIndex) return elements[middle * 2 + 1];
    if (found < termIndex) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

/** Where a term occurs in an index, and how many documents hold it (read once per term and visit). */
function termMatches(loaded: LoadedIndex, term: string): TermMatches | undefined {
  let matches = loaded.terms.get(term);
  if (matches) return matches;
  const posting = loaded.index.invertedIndex[term];
  if (!posting) return undefined;
  matches = {documents: 0, fields: new Map()};
  for (const field of loaded.index.fields) {
    const refs = Object.keys(posting[field] ?? {});
    matches.documents += refs.length;
    matches.fields.set(field, {
      positions: Int32Array.from(refs, (ref) => loaded.positions.get(ref) ?? -1),
      weights: Float64Array.from(refs, (ref) => weight(loaded.index, field, ref, posting._index)),
    });
  }
  loaded.terms.set(term, matches);
  return matches;
}

/**
 * lunr's inverse document frequency of a term, counted over all the indexes searched together,
 * so that a word rare in the blog but common in the docs does not lift blog posts above docs.
 * Without a term: that of a word no document holds, the highest there is.
 */
function idf(indexes: LoadedIndex[], term?: string): number {
  let documents = 0;
  let holding = 0;
  for (const loaded of indexes) {
    documents += loaded.documents.length;
    if (term !== undefined) holding += termMatches(loaded, term)?.documents ?? 0;
  }
  return lunrIdf(documents, holding);
}

/** A query clause: index terms (already expanded), the fields they are looked for in, and lunr's presence. */
type Clause = {terms: string[]; fields: string[]; boost: number; presence: number; idfCeiling?: number};

/** Each document's score per field and summed over the fields (by position), and whether it matched. */
type Scores = {byField: Map<string, Float64Array>; total: Float64Array; matched: Uint8Array};

/**
 * lunr's score of every document that matches the clauses: per field, the dot product of the
 * query vector (each term's boosts summed) with the document's field vector, divided by the
 * query vector's length; summed over the fields. Required and prohibited clauses filter as in lunr.
 */
function score(loaded: LoadedIndex, clauses: Clause[], searched: LoadedIndex[]): Scores {
  const count = loaded.documents.length;
  const queryVectors = new Map<string, Map<string, number>>();
  const ceilings = new Map<string, number>();
  const allowed = new Uint8Array(count).fill(1);
  for (const clause of clauses) {
    const filtering = clause.presence !== lunr.Query.presence.OPTIONAL;
    const hit = new Uint8Array(count);
    for (const field of clause.fields) {
      for (const term of clause.terms) {
        const matches = termMatches(loaded, term);
        if (!matches) continue;
        if (filtering) matches.fields.get(field)?.positions.forEach((position) => (hit[position] = 1));
        if (clause.presence === lunr.Query.presence.PROHIBITED) continue;
        if (clause.idfCeiling !== undefined) ceilings.set(term, Math.min(clause.idfCeiling, ceilings.get(term) ?? Infinity));
        let vector = queryVectors.get(field);
        if (!vector) queryVectors.set(field, (vector = new Map()));
        vector.set(term, (vector.get(term) ?? 0) + clause.boost);
      }
    }
    const keep = clause.presence === lunr.Query.presence.REQUIRED ? 1 : 0;
    if (filtering) hit.forEach((matched, position) => matched !== keep && (allowed[position] = 0));
  }

  const byField = new Map<string, Float64Array>();
  const total = new Float64Array(count);
  const matched = new Uint8Array(count);
  for (const [field, vector] of queryVectors) {
    let length = 0;
    vector.forEach((boost) => (length += boost * boost));
    length = Math.sqrt(length);
    const scores = new Float64Array(count);
    for (const [term, boost] of vector) {
      const {positions, weights} = termMatches(loaded, term)!.fields.get(field)!;
      const factor = (boost * Math.min(idf(searched, term), ceilings.get(term) ?? Infinity)) / length;
      for (let i = 0; i < positions.length; i += 1) {
        const position = positions[i];
        if (position < 0 || !allowed[position]) continue;
        scores[position] += factor * weights[i];
        total[position] += factor * weights[i];
        matched[position] = 1;
      }
    }
    byField.set(field, scores);
  }
  return {byField, total, matched};
}

/** The best section of each page of one index: route → [position, score]. */
type PageBest = Map<string, {position: number; score: number}>;

function keepBest(best: PageBest, route: string, position: number, sectionScore: number): void {
  const current = best.get(route);
  if (!current || sectionScore > current.score) best.set(route, {position, score: sectionScore});
}

function hitsOf(loaded: LoadedIndex, best: PageBest): SearchHit[] {
  return [...best.values()].map(({position, score: pageScore}) => ({document: loaded.documents[position], score: pageScore}));
}

/** The index's terms that a lunr token set (a word with wildcards or typos) matches. */
function expand(index: LunrIndex, pattern: LunrTokenSet): string[] {
  return index.tokenSet.intersect(pattern).toArray();
}

/**
 * The index's words that start with a word being typed, the commonest first and at most
 * MAX_COMPLETIONS of them: "c" would otherwise stand for hundreds of words and make the keystroke
 * slow on a phone, for results nobody reads before the next letter. The served indexes number
 * their terms by how many documents hold them (compactSearchIndex), so the numbers tell.
 */
function completions(index: LunrIndex, prefix: string): string[] {
  const found = expand(index, lunr.TokenSet.fromString(`${prefix}*`));
  if (found.length <= MAX_COMPLETIONS) return found;
  return found.sort((a, b) => index.invertedIndex[a]._index - index.invertedIndex[b]._index).slice(0, MAX_COMPLETIONS);
}

/** How one query word is looked up: the index terms it stands for. */
type Word = {text: string; terms: string[]; idfCeiling?: number; alternatives: string[]};

/**
 * The index terms a plain word stands for. A word the index knows is matched as it is. Anything
 * else is the start of a word still being typed and is completed; completing whole words too
 * would let every rarer word that merely starts with them ("scantypehash" for "scantype")
 * outrank the word itself. With `typo`, words of 5 or more letters also match the index's words
 * one edit away.
 */
function lookUp(index: LunrIndex, text: string, typo: boolean): Word {
  const stemmed = stem(index, text);
  const known = stemmed in index.invertedIndex;
  const terms = new Set(known ? [stemmed] : completions(index, text));
  if (typo && text.length >= TYPO_MIN_LENGTH) {
    for (const variant of new Set([stemmed, text])) {
      expand(index, lunr.TokenSet.fromFuzzyString(variant, TYPO_EDIT_DISTANCE)).forEach((term) => terms.add(term));
    }
  }
  const alternatives = (READER_VOCABULARY[text] ?? []).map((word) => stem(index, word)).filter((term) => term in index.invertedIndex && !terms.has(term));
  return {text, terms: [...terms], alternatives};
}

/** What a query word is worth: the highest idf of the terms it stands for (a word no page holds: the highest of all). */
function wordIdf(searched: LoadedIndex[], word: Word): number {
  return word.terms.length ? Math.max(...word.terms.map((term) => idf(searched, term))) : idf(searched);
}

/**
 * The query's words with a run of two or three adjacent words written as one, where the index
 * knows that word: "parse definition" is also read as "parsedefinition", the way resource kinds
 * and tool names are written. The word read as one weighs at most what the words it joins weigh
 * together: "cascadingScan", a test helper named on two pages, is far rarer than "cascading" and
 * "scans", and would otherwise lift a passing mention of it above a section titled with the
 * reader's own words.
 */
function readingsWithJoinedWords(index: LunrIndex, looked: Word[], searched: LoadedIndex[]): Word[][] {
  const readings: Word[][] = [];
  for (let start = 0; start < looked.length; start += 1) {
    for (let count = 2; count <= MAX_JOINED_WORDS && start + count <= looked.length; count += 1) {
      const parts = looked.slice(start, start + count);
      const text = parts.map((word) => word.text).join('');
      const stemmed = stem(index, text);
      if (stemmed in index.invertedIndex) {
        const idfCeiling = parts.reduce((sum, part) => sum + wordIdf(searched, part), 0);
        readings.push([...looked.slice(0, start), {text, terms: [stemmed], idfCeiling, alternatives: []}, ...looked.slice(start + count)]);
      }
    }
  }
  return readings;
}

type FieldBoosts = Array<[field: string, boost: number]>;

function fieldBoosts(settings: SearchSettings): FieldBoosts {
  const fields: FieldBoosts = [
    ['title', settings.titleBoost],
    ['content', settings.contentBoost],
    ['tags', settings.tagsBoost],
  ];
  if (settings.indexDocSidebarParentCategories > 0) {
    fields.push(['sidebarParentCategories', settings.parentCategoriesBoost]);
  }
  return fields;
}

// The fields that describe a page as a whole, on its title section.
const PAGE_FIELDS = ['title', 'tags'];

function plainClauses(looked: Word[], fields: FieldBoosts): Clause[] {
  return looked.flatMap(({terms, idfCeiling, alternatives}) =>
    fields.flatMap(([field, boost]) => [
      {terms, fields: [field], boost, presence: lunr.Query.presence.OPTIONAL, idfCeiling},
      ...(alternatives.length ? [{terms: alternatives, fields: [field], boost: boost * VOCABULARY_WEIGHT, presence: lunr.Query.presence.OPTIONAL, idfCeiling}] : []),
    ]),
  );
}

/**
 * How many of the query's words each section names where it says what it is about: in its
 * heading or tags, or in its page's title or tags. By position.
 */
function wordsInHeadings(loaded: LoadedIndex, looked: Word[]): Uint8Array {
  const count = loaded.documents.length;
  const named = new Uint8Array(count);
  for (const word of looked) {
    const here = new Uint8Array(count);
    const pages = new Set<string>();
    for (const term of word.terms) {
      const matches = termMatches(loaded, term);
      if (!matches) continue;
      for (const field of PAGE_FIELDS) {
        matches.fields.get(field)?.positions.forEach((position) => {
          if (position < 0) return;
          here[position] = 1;
          if (loaded.isTitleSection[position]) pages.add(loaded.routes[position]);
        });
      }
    }
    here.forEach((found, position) => {
      if (found || pages.has(loaded.routes[position])) named[position] += 1;
    });
  }
  return named;
}

/**
 * What kind of answer a query asks for, from its words: a contributor's (it names building or
 * testing secureCodeBox itself) or an operator's, and whether it asks what something is.
 */
type Intent = {contributor: boolean; definition: boolean};

function intentOf(input: string, texts: string[]): Intent {
  return {contributor: texts.some((text) => CONTRIBUTOR_WORDS.includes(text)), definition: DEFINITION_QUESTION.test(input)};
}

/** How much a page weighs for the intent: contributor guides less for an operator's query, the architecture docs more for a definition. */
function intentWeight(intent: Intent, route: string): number {
  if (!intent.contributor && route.startsWith(CONTRIBUTOR_ROUTE)) return CONTRIBUTOR_WEIGHT;
  if (intent.definition && route.startsWith(CONCEPT_ROUTE)) return DEFINITION_WEIGHT;
  return 1;
}

/**
 * The best section of each page of one index for a plain query. Every section also gets its
 * page's score on the page's title and tags (scored as on the page's title section), so that a
 * section of the page a query names outranks a passing mention elsewhere. Each section and each
 * page is scored by the reading of the query that fits it best.
 */
function bestSectionsOfIndex(loaded: LoadedIndex, searched: LoadedIndex[], texts: string[], intent: Intent, settings: SearchSettings, typo: boolean): SearchHit[] {
  const looked = texts.map((text) => lookUp(loaded.index, text, typo));
  const count = loaded.documents.length;
  const sectionScores = new Float64Array(count).fill(-1);
  const pageScores = new Map<string, number>();
  for (const reading of [looked, ...readingsWithJoinedWords(loaded.index, looked, searched)]) {
    const {byField, total, matched} = score(loaded, plainClauses(reading, fieldBoosts(settings)), searched);
    for (const position of loaded.titleSections) {
      const pageScore = PAGE_FIELDS.reduce((sum, field) => sum + (byField.get(field)?.[position] ?? 0), 0);
      if (!pageScore) continue;
      const route = loaded.routes[position];
      pageScores.set(route, Math.max(pageScore, pageScores.get(route) ?? 0));
      // A page found by its title alone (as "parsedefinition") is found with its title section.
      sectionScores[position] = Math.max(sectionScores[position], 0);
    }
    for (let position = 0; position < count; position += 1) {
      if (matched[position]) sectionScores[position] = Math.max(sectionScores[position], total[position]);
    }
  }
  const named = wordsInHeadings(loaded, looked);
  const best: PageBest = new Map();
  const shown: PageBest = new Map();
  sectionScores.forEach((sectionScore, position) => {
    if (sectionScore < 0) return;
    const route = loaded.routes[position];
    const weighting = (loaded.documents[position].type === 'blog' ? BLOG_WEIGHT : 1) * intentWeight(intent, route);
    const page = pageScores.get(route) ?? 0;
    const headed = 1 + HEADING_WEIGHT * (named[position] / looked.length);
    keepBest(best, route, position, (sectionScore + page) * weighting * headed);
    // The section shown for the page: the title section's own score counts its page's title once.
    keepBest(shown, route, position, (sectionScore + (loaded.isTitleSection[position] ? 0 : page)) * headed);
  });
  // A page the query names by its exact title shows its top; any other page, the section that answers best.
  const exactTitle = titleKey(loaded.index, texts.join(' '));
  for (const [route, {position}] of shown) if (loaded.pageTitleKeys.get(route) !== exactTitle) best.get(route)!.position = position;
  return hitsOf(loaded, best);
}

/** lunr's clauses for a query with its syntax, expanded to the index's terms. */
function syntaxClauses(index: LunrIndex, input: string): Clause[] {
  const query = new lunr.Query(index.fields);
  new lunr.QueryParser(input, query).parse();
  return query.clauses.map((clause) => {
    const text = clause.usePipeline ? stem(index, clause.term) : clause.term;
    const pattern = clause.editDistance
      ? lunr.TokenSet.fromFuzzyString(text, Math.min(clause.editDistance, MAX_EDIT_DISTANCE))
      : lunr.TokenSet.fromString(text);
    return {terms: expand(index, pattern), fields: clause.fields, boost: clause.boost, presence: clause.presence};
  });
}

function searchWithSyntax(loaded: LoadedIndex, searched: LoadedIndex[], input: string): SearchHit[] {
  const {total, matched} = score(loaded, syntaxClauses(loaded.index, input), searched);
  const best: PageBest = new Map();
  matched.forEach((isMatched, position) => isMatched && keepBest(best, loaded.routes[position], position, total[position]));
  return hitsOf(loaded, best);
}

/** The words a query with lunr syntax looks for (not those it excludes), for marking on the page. */
function syntaxTerms(input: string, index: LunrIndex): string[] {
  const query = new lunr.Query(index.fields);
  new lunr.QueryParser(input, query).parse();
  const wanted = query.clauses.filter((clause) => clause.presence !== lunr.Query.presence.PROHIBITED);
  return [...new Set(wanted.map((clause) => clause.term.split('*').join('')).filter(Boolean))];
}

const pageRoute = (hit: SearchHit) => hit.document.sectionRoute.split('#')[0];
const bestFirst = (hits: SearchHit[]) => hits.sort((a, b) => b.score - a.score);

/** Pages whose title is exactly the query first; otherwise the order stays. */
function exactTitlesFirst(indexes: LoadedIndex[], texts: string[], hits: SearchHit[]): SearchHit[] {
  const key = titleKey(indexes[0].index, texts.join(' '));
  const isExact = (hit: SearchHit) => indexes.some(({pageTitleKeys}) => pageTitleKeys.get(pageRoute(hit)) === key);
  return [...hits.filter(isExact), ...hits.filter((hit) => !isExact(hit))];
}

function searchAllIndexes(indexes: LoadedIndex[], texts: string[], intent: Intent, settings: SearchSettings): SearchHit[] {
  const max = settings.maxSearchResults;
  const found = exactTitlesFirst(indexes, texts, bestFirst(indexes.flatMap((loaded) => bestSectionsOfIndex(loaded, indexes, texts, intent, settings, false))));
  if (found.length >= max || !texts.some((text) => text.length >= TYPO_MIN_LENGTH)) return found.slice(0, max);
  const pages = new Set(found.map(pageRoute));
  const withTypos = bestFirst(indexes.flatMap((loaded) => bestSectionsOfIndex(loaded, indexes, texts, intent, settings, true)));
  return [...found, ...withTypos.filter((hit) => !pages.has(pageRoute(hit)))].slice(0, max);
}

/** Searches all indexes (one per Docusaurus tag): the best sections of the best pages first. */
export function search(indexes: LoadedIndex[], input: string, settings: SearchSettings): SearchOutcome {
  if (indexes.length === 0) return {hits: [], terms: []};
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
  const texts = [...new Set(words(input))];
  return {hits: texts.length ? searchAllIndexes(indexes, texts, intentOf(input, texts), settings) : [], terms: texts};
}
