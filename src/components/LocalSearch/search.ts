// Searching the plugin's lunr indexes. As in the plugin's own search bar: the same indexes,
// fields and boosts (from its options), whole words and trailing wildcards, results merged across
// the indexes by score and cut to the maximum. Unlike it:
//   1. query words pass the index's own trimmer and stop-word filter;
//   2. only words the index does not know (being typed) get the trailing wildcard;
//   3. every section also scores on its page's title and tags;
//   4. each page is listed once, with its best section;
//   5. input with lunr's query syntax goes to lunr's query parser.
// `npm run bench:search` measures the ranking on the queries of tests/search/queries.json.
import {lunr, tokenize, type LunrIndex, type LunrQuery} from './lunr';

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

/** The page's categories and title, e.g. ["Scanners", "Nmap"]. */
export function pageTrail(document: SearchDocument): string[] {
  return document.pageTitle.split(TRAIL_SEPARATOR).filter(Boolean);
}

function pageRoute(document: SearchDocument): string {
  return document.sectionRoute.split('#')[0];
}

function indexDocuments(documents: SearchDocument[], index: LunrIndex): LoadedIndex {
  const byRef = new Map<string, SearchDocument>();
  const titleSections = new Set<string>();
  const pagesWithTitle = new Set<string>();
  for (const document of documents) {
    const ref = String(document.id);
    byRef.set(ref, document);
    const route = pageRoute(document);
    const trail = pageTrail(document);
    const title = trail[trail.length - 1];
    if (title && document.sectionTitle === title && !pagesWithTitle.has(route)) {
      pagesWithTitle.add(route);
      titleSections.add(ref);
    }
  }
  return {index, documents: byRef, titleSections};
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

const loading = new Map<string, Promise<LoadedIndex>>();

/** Loads a `search-index-{tag}.json` once per visit; a missing or broken index searches as an empty one. */
export function loadIndex(url: string): Promise<LoadedIndex> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (!response.ok) return emptyIndex();
        const json = (await response.json()) as {documents: SearchDocument[]; index: unknown};
        return indexDocuments(json.documents, lunr.Index.load(json.index));
      })
      .catch(() => emptyIndex());
    loading.set(url, pending);
  }
  return pending;
}

function usesQuerySyntax(input: string): boolean {
  return QUERY_SYNTAX.test(input);
}

// The index dropped stop words and stray punctuation from the pages; the query drops them too,
// or "to" would match, as "to*", every word that starts with "to".
const queryPipeline = new lunr.Pipeline();
queryPipeline.add(lunr.trimmer, lunr.stopWordFilter);

/** The words of a plain query, as the index spells them before stemming. */
function queryTerms(input: string): string[] {
  return [...new Set(tokenize(input).flatMap((word) => queryPipeline.runString(word)))];
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

function addTermClauses(query: LunrQuery, index: LunrIndex, terms: string[], fields: FieldBoosts): void {
  for (const term of terms) {
    // A word the index knows is matched as it is. Anything else is the start of a word still
    // being typed and is completed; completing whole words too would let every rarer word
    // that merely starts with them ("scantypehash" for "scantype") outrank the word itself.
    const isKnownWord = index.pipeline.runString(term).every((stem) => stem in index.invertedIndex);
    for (const [field, boost] of fields) {
      query.term(term, {fields: [field], boost});
      if (!isKnownWord) query.term(term, {fields: [field], boost, wildcard: lunr.Query.wildcard.TRAILING});
    }
  }
}

/**
 * Every section also matches on its page's title and tags (scored as on the page's title
 * section), so that a section of the page a query names outranks a passing mention elsewhere.
 */
function pageScores(loaded: LoadedIndex, terms: string[], settings: SearchSettings): Map<string, number> {
  const pageFields: FieldBoosts = [
    ['title', settings.titleBoost],
    ['tags', settings.tagsBoost],
  ];
  const scores = new Map<string, number>();
  for (const result of loaded.index.query((query) => addTermClauses(query, loaded.index, terms, pageFields))) {
    const document = loaded.documents.get(result.ref);
    if (document && loaded.titleSections.has(result.ref)) scores.set(pageRoute(document), result.score);
  }
  return scores;
}

function searchPlain(loaded: LoadedIndex, terms: string[], settings: SearchSettings): SearchHit[] {
  const fromPage = pageScores(loaded, terms, settings);
  return loaded.index
    .query((query) => addTermClauses(query, loaded.index, terms, fieldBoosts(settings)))
    .flatMap((result) => {
      const document = loaded.documents.get(result.ref);
      return document ? [{document, score: result.score + (fromPage.get(pageRoute(document)) ?? 0)}] : [];
    });
}

function searchWithSyntax(loaded: LoadedIndex, input: string): SearchHit[] {
  return loaded.index
    .query((query) => {
      new lunr.QueryParser(input, query).parse();
      for (const clause of query.clauses) {
        if ((clause.editDistance ?? 0) > MAX_EDIT_DISTANCE) clause.editDistance = MAX_EDIT_DISTANCE;
      }
    })
    .flatMap((result) => {
      const document = loaded.documents.get(result.ref);
      return document ? [{document, score: result.score}] : [];
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

/** Searches all indexes (one per Docusaurus tag): the best sections of the best pages first. */
export function search(indexes: LoadedIndex[], input: string, settings: SearchSettings): SearchOutcome {
  if (indexes.length === 0) return {hits: [], terms: []};
  let hits: SearchHit[];
  let terms: string[];
  if (usesQuerySyntax(input)) {
    try {
      terms = syntaxTerms(input, indexes[0].index);
      hits = indexes.flatMap((loaded) => searchWithSyntax(loaded, input));
    } catch (error) {
      const message = error instanceof lunr.QueryParseError ? error.message : 'this query cannot be run';
      return {hits: [], terms: [], error: message};
    }
  } else {
    terms = queryTerms(input);
    hits = terms.length ? indexes.flatMap((loaded) => searchPlain(loaded, terms, settings)) : [];
  }
  return {hits: bestSectionPerPage(hits).slice(0, settings.maxSearchResults), terms};
}
