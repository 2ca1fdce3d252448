// Searching the plugin's lunr indexes. As in the plugin's own search bar: the same indexes,
// fields and boosts (from its options), whole words and trailing wildcards, results merged across
// the indexes by score and cut to the maximum. Unlike it:
//   1. query words pass the index's own trimmer and stop-word filter;
//   2. only words the index does not know (being typed) get the trailing wildcard;
//   3. adjacent words also count as one word, so "parse definition" finds ParseDefinition;
//   4. every section also scores on its page's title and tags, and a page whose title is
//      exactly the query comes first;
//   5. each page is listed once, with its best section;
//   6. when the query finds fewer pages than fit the list, words of 5 or more letters are tried
//      again with one typo allowed; what they find comes after everything found without;
//   7. input with lunr's query syntax goes to lunr's query parser.
// lunr's scoring (BM25 weights in per-field vectors, each field's score divided by the length of
// its query vector) is computed here from the loaded index rather than by lunr's Index#query,
// which builds match metadata for every hit that nothing here reads: on a phone that made every
// keystroke of a common word slow. The weights in the served indexes leave out each term's inverse
// document frequency (src/plugins/searchWithKeywords/compactSearchIndex.ts explains why); it is applied here.
// `npm run bench:search` measures the ranking on the queries of tests/search/queries.json.
import {lunr, tokenize, type LunrIndex, type LunrTokenSet} from './lunr';
import {EXTRA_STOP_WORDS} from './stopWords';

/** One section of a page, as the plugin stores it next to each index. */
export type SearchDocument = {
  id: number;
  /** The page title, led by its sidebar categories: "Scanners > Nmap" (`includeParentCategoriesInPageTitle`). */
  pageTitle: string;
  sectionTitle: string;
  /** The page's route, with `#anchor` unless the section is the top of the page. */
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
};

/** The plugin's options, as it publishes them in its global data. */
export type SearchSettings = {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  indexDocSidebarParentCategories: number;
  maxSearchResults: number;
};

export type LoadedIndex = {
  index: LunrIndex;
  documents: Map<string, SearchDocument>;
  /** The section of each page that carries the page's own title (its h1), by reference. */
  titleSections: Set<string>;
  /** Each page's title as the index spells it (see titleKey), by page route. */
  pageTitleKeys: Map<string, string>;
  /** How many documents hold each term looked up so far. */
  documentFrequency: Map<string, number>;
};

export type SearchHit = {document: SearchDocument; score: number};

/** What a search found, the words to mark on the chosen page, or why the query could not run. */
export type SearchOutcome = {hits: SearchHit[]; terms: string[]; error?: string};

/** The plugin writes " > " between the sidebar categories and the page title. */
const TRAIL_SEPARATOR = ' > ';

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

// "scan completion hook" also looks for "scancompletionhook": up to three words run together.
const MAX_JOINED_WORDS = 3;

/** The page's categories and title, e.g. ["Scanners", "Nmap"]. */
export function pageTrail(document: SearchDocument): string[] {
  return document.pageTitle.split(TRAIL_SEPARATOR).filter(Boolean);
}

function pageRoute(document: SearchDocument): string {
  return document.sectionRoute.split('#')[0];
}

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
  const byRef = new Map<string, SearchDocument>();
  const titleSections = new Set<string>();
  const pageTitleKeys = new Map<string, string>();
  for (const document of documents) {
    const ref = String(document.id);
    byRef.set(ref, document);
    const route = pageRoute(document);
    const trail = pageTrail(document);
    const title = trail[trail.length - 1];
    if (title && document.sectionTitle === title && !pageTitleKeys.has(route)) {
      pageTitleKeys.set(route, titleKey(index, title));
      titleSections.add(ref);
    }
  }
  return {index, documents: byRef, titleSections, pageTitleKeys, documentFrequency: new Map()};
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
    return indexDocuments(json.documents, lunr.Index.load(json.index));
  } catch {
    return emptyIndex();
  }
}

function documentFrequency(loaded: LoadedIndex, term: string): number {
  let count = loaded.documentFrequency.get(term);
  if (count === undefined) {
    count = 0;
    const posting = loaded.index.invertedIndex[term];
    if (posting) for (const field of loaded.index.fields) count += Object.keys(posting[field] ?? {}).length;
    loaded.documentFrequency.set(term, count);
  }
  return count;
}

/**
 * lunr's inverse document frequency of a term, counted over all the indexes searched together,
 * so that a word rare in the blog but common in the docs does not lift blog posts above docs.
 */
function idf(indexes: LoadedIndex[], term: string): number {
  let documents = 0;
  let holding = 0;
  for (const loaded of indexes) {
    documents += loaded.documents.size;
    holding += documentFrequency(loaded, term);
  }
  return Math.log(1 + Math.abs((documents - holding + 0.5) / (holding + 0.5)));
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

/** A query clause: index terms (already expanded), the fields they are looked for in, and lunr's presence. */
type Clause = {terms: string[]; fields: string[]; boost: number; presence: number};

/**
 * lunr's score of every document that matches the clauses: per field, the dot product of the
 * query vector (each term's boosts summed) with the document's field vector, divided by the
 * query vector's length; summed over the fields. Required and prohibited clauses filter as in lunr.
 */
function score(loaded: LoadedIndex, clauses: Clause[], searched: LoadedIndex[]): Map<string, number> {
  const {index} = loaded;
  const queryVectors = new Map<string, Map<string, number>>();
  const required: Set<string>[] = [];
  const prohibited = new Set<string>();
  for (const clause of clauses) {
    const filtering = clause.presence !== lunr.Query.presence.OPTIONAL;
    const matched = new Set<string>();
    for (const field of clause.fields) {
      for (const term of clause.terms) {
        const posting = index.invertedIndex[term];
        if (!posting) continue;
        if (filtering) for (const ref in posting[field]) matched.add(ref);
        if (clause.presence === lunr.Query.presence.PROHIBITED) continue;
        let vector = queryVectors.get(field);
        if (!vector) queryVectors.set(field, (vector = new Map()));
        vector.set(term, (vector.get(term) ?? 0) + clause.boost);
      }
    }
    if (clause.presence === lunr.Query.presence.REQUIRED) required.push(matched);
    else if (clause.presence === lunr.Query.presence.PROHIBITED) matched.forEach((ref) => prohibited.add(ref));
  }

  const scores = new Map<string, number>();
  for (const [field, vector] of queryVectors) {
    let length = 0;
    vector.forEach((boost) => (length += boost * boost));
    length = Math.sqrt(length);
    for (const [term, boost] of vector) {
      const posting = index.invertedIndex[term];
      const factor = (boost * idf(searched, term)) / length;
      for (const ref in posting[field]) {
        scores.set(ref, (scores.get(ref) ?? 0) + factor * weight(index, field, ref, posting._index));
      }
    }
  }
  for (const ref of scores.keys()) {
    if (prohibited.has(ref) || required.some((matched) => !matched.has(ref))) scores.delete(ref);
  }
  return scores;
}

/** The index's terms that a lunr token set (a word with wildcards or typos) matches. */
function expand(index: LunrIndex, pattern: LunrTokenSet): string[] {
  return index.tokenSet.intersect(pattern).toArray();
}

/** How one query word is looked up: the index terms it stands for. */
type Word = {text: string; terms: string[]};

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
  const terms = new Set(known ? [stemmed] : expand(index, lunr.TokenSet.fromString(`${text}*`)));
  if (typo && text.length >= TYPO_MIN_LENGTH) {
    for (const variant of new Set([stemmed, text])) {
      expand(index, lunr.TokenSet.fromFuzzyString(variant, TYPO_EDIT_DISTANCE)).forEach((term) => terms.add(term));
    }
  }
  return {text, terms: [...terms]};
}

/**
 * The query's words with a run of two or three adjacent words written as one, where the index
 * knows that word: "parse definition" is also read as "parsedefinition", the way resource kinds
 * and tool names are written.
 */
function readingsWithJoinedWords(index: LunrIndex, words: Word[]): Word[][] {
  const readings: Word[][] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let count = 2; count <= MAX_JOINED_WORDS && start + count <= words.length; count += 1) {
      const text = words
        .slice(start, start + count)
        .map((word) => word.text)
        .join('');
      const stemmed = stem(index, text);
      if (stemmed in index.invertedIndex) {
        readings.push([...words.slice(0, start), {text, terms: [stemmed]}, ...words.slice(start + count)]);
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

function plainClauses(lookedUp: Word[], fields: FieldBoosts): Clause[] {
  return lookedUp.flatMap(({terms}) =>
    fields.map(([field, boost]) => ({terms, fields: [field], boost, presence: lunr.Query.presence.OPTIONAL})),
  );
}

/**
 * Scores every section of one index for a plain query. Every section also gets its page's score
 * on the page's title and tags (scored as on the page's title section), so that a section of the
 * page a query names outranks a passing mention elsewhere.
 */
function searchPlain(loaded: LoadedIndex, searched: LoadedIndex[], texts: string[], settings: SearchSettings, typo: boolean): SearchHit[] {
  const lookedUp = texts.map((text) => lookUp(loaded.index, text, typo));
  const readings = [lookedUp, ...readingsWithJoinedWords(loaded.index, lookedUp)];
  const pageFields: FieldBoosts = [
    ['title', settings.titleBoost],
    ['tags', settings.tagsBoost],
  ];
  // Each section and each page is scored by the reading of the query that fits it best.
  const fromPage = new Map<string, number>();
  const sectionScores = new Map<string, number>();
  for (const reading of readings) {
    for (const [ref, pageScore] of score(loaded, plainClauses(reading, pageFields), searched)) {
      const document = loaded.documents.get(ref);
      if (!document || !loaded.titleSections.has(ref)) continue;
      const route = pageRoute(document);
      fromPage.set(route, Math.max(pageScore, fromPage.get(route) ?? 0));
    }
    for (const [ref, sectionScore] of score(loaded, plainClauses(reading, fieldBoosts(settings)), searched)) {
      sectionScores.set(ref, Math.max(sectionScore, sectionScores.get(ref) ?? 0));
    }
  }
  return [...sectionScores].flatMap(([ref, sectionScore]) => {
    const document = loaded.documents.get(ref);
    if (!document) return [];
    const pageScore = fromPage.get(pageRoute(document)) ?? 0;
    return [{document, score: (sectionScore + pageScore) * (document.type === 'blog' ? BLOG_WEIGHT : 1)}];
  });
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
  return [...score(loaded, syntaxClauses(loaded.index, input), searched)].flatMap(([ref, sectionScore]) => {
    const document = loaded.documents.get(ref);
    return document ? [{document, score: sectionScore}] : [];
  });
}

/** The words a query with lunr syntax looks for (not those it excludes), for marking on the page. */
function syntaxTerms(input: string, index: LunrIndex): string[] {
  const query = new lunr.Query(index.fields);
  new lunr.QueryParser(input, query).parse();
  const wanted = query.clauses.filter((clause) => clause.presence !== lunr.Query.presence.PROHIBITED);
  return [...new Set(wanted.map((clause) => clause.term.split('*').join('')).filter(Boolean))];
}

/** The best section of each page, best first. */
function bestSectionPerPage(hits: SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits
    .sort((a, b) => b.score - a.score)
    .filter((hit) => {
      const route = pageRoute(hit.document);
      if (seen.has(route)) return false;
      seen.add(route);
      return true;
    });
}

/** Pages whose title is exactly the query first; otherwise the order stays. */
function exactTitlesFirst(indexes: LoadedIndex[], texts: string[], hits: SearchHit[]): SearchHit[] {
  const key = titleKey(indexes[0].index, texts.join(' '));
  const isExact = (hit: SearchHit) => indexes.some(({pageTitleKeys}) => pageTitleKeys.get(pageRoute(hit.document)) === key);
  return [...hits.filter(isExact), ...hits.filter((hit) => !isExact(hit))];
}

function plainSearch(indexes: LoadedIndex[], texts: string[], settings: SearchSettings): SearchHit[] {
  const max = settings.maxSearchResults;
  const found = exactTitlesFirst(indexes, texts, bestSectionPerPage(indexes.flatMap((loaded) => searchPlain(loaded, indexes, texts, settings, false))));
  if (found.length >= max || !texts.some((text) => text.length >= TYPO_MIN_LENGTH)) return found.slice(0, max);
  const pages = new Set(found.map((hit) => pageRoute(hit.document)));
  const withTypos = bestSectionPerPage(indexes.flatMap((loaded) => searchPlain(loaded, indexes, texts, settings, true)));
  return [...found, ...withTypos.filter((hit) => !pages.has(pageRoute(hit.document)))].slice(0, max);
}

/** Searches all indexes (one per Docusaurus tag): the best sections of the best pages first. */
export function search(indexes: LoadedIndex[], input: string, settings: SearchSettings): SearchOutcome {
  if (indexes.length === 0) return {hits: [], terms: []};
  if (QUERY_SYNTAX.test(input)) {
    try {
      const terms = syntaxTerms(input, indexes[0].index);
      const hits = bestSectionPerPage(indexes.flatMap((loaded) => searchWithSyntax(loaded, indexes, input)));
      return {hits: hits.slice(0, settings.maxSearchResults), terms};
    } catch (error) {
      const message = error instanceof lunr.QueryParseError ? error.message : 'this query cannot be run';
      return {hits: [], terms: [], error: message};
    }
  }
  const texts = [...new Set(words(input))];
  return {hits: texts.length ? plainSearch(indexes, texts, settings) : [], terms: texts};
}
