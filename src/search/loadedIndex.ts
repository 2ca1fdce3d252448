// Reading an index: a served `search-index-{tag}.json` (./servedIndex.ts) loaded into lunr, with what
// the search needs to know of its documents by position, and each term's matches read once.
import {lunr, type LunrIndex} from './lunr';
import {fromServedIndex, type SerializedIndex} from './servedIndex';
import {pageTrail, type SearchDocument} from './documents';
import {titleKey} from './words';

/** Where a term occurs: per field, the documents holding it (by position) and its weight in each. */
export type TermMatches = {documents: number; fields: Map<string, {positions: Int32Array; weights: Float64Array}>};

/** An index as the search reads it. Its documents are addressed by their position in `documents`. */
export type LoadedIndex = {
  index: LunrIndex;
  documents: SearchDocument[];
  /** The position of each document by its lunr reference. */
  positions: Map<string, number>;
  /** The route of each document's page (its sectionRoute without #anchor), by position. */
  routes: string[];
  /** The number of each document's page (pages numbered from 0 in the order they come), by position. */
  pageOf: Uint16Array;
  /** How many pages the index holds. */
  pageCount: number;
  /** The positions of the sections that carry their page's own title (its h1). */
  titleSections: number[];
  /** 1 at the position of such a section, by position. */
  isTitleSection: Uint8Array;
  /** Each page's title as the index spells it (see titleKey), by page route. */
  pageTitleKeys: Map<string, string>;
  /** How many distinct words each section's text holds, by position. */
  breadth: Uint16Array;
  /** The terms looked up so far (see termMatches). */
  terms: Map<string, TermMatches>;
};

export function indexDocuments(documents: SearchDocument[], index: LunrIndex): LoadedIndex {
  const loaded: LoadedIndex = {index, documents, positions: new Map(), routes: [], pageOf: new Uint16Array(documents.length), pageCount: 0, titleSections: [], isTitleSection: new Uint8Array(documents.length), pageTitleKeys: new Map(), breadth: new Uint16Array(documents.length), terms: new Map()};
  const pageNumbers = new Map<string, number>();
  documents.forEach((document, position) => {
    loaded.positions.set(String(document.id), position);
    const route = document.sectionRoute.split('#')[0];
    loaded.routes.push(route);
    if (!pageNumbers.has(route)) pageNumbers.set(route, pageNumbers.size);
    loaded.pageOf[position] = pageNumbers.get(route)!;
    loaded.breadth[position] = (index.fieldVectors[`content/${document.id}`]?.elements.length ?? 0) / 2;
    const trail = pageTrail(document);
    const title = trail[trail.length - 1];
    if (title && document.sectionTitle === title && !loaded.pageTitleKeys.has(route)) {
      loaded.pageTitleKeys.set(route, titleKey(index, title));
      loaded.titleSections.push(position);
      loaded.isTitleSection[position] = 1;
    }
  });
  loaded.pageCount = pageNumbers.size;
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
export function termMatches(loaded: LoadedIndex, term: string): TermMatches | undefined {
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
