// A section's own keywords (front matter `section_keywords`: heading anchor → words), added to the
// compacted search index as that section's tags: the plugin indexes the tags of a page's first
// section only, so a long page could not be found by a reader's words for one of its sections.
import {lunr} from '../../search/lunr';
import type {IndexFile, Posting} from './compactSearchIndex';

type Document = {id: number; sectionRoute: string};

const TAGS = 'tags';

/**
 * A section keyword's weight (lunr's tf-part, as the compacted index stores it): twice what lunr
 * gives a word of a page's long keyword list; as much as a title word made the keywords outrank the
 * pages whose titles name the topic (tests/search/queries.json).
 */
const SECTION_KEYWORD_WEIGHT = 0.4;

/**
 * The index with the keywords (by `route#anchor`, as lower-case words) of each of its sections
 * that has some as tags of that section; `applied` are the routes it has.
 */
export function withSectionTags(indexFile: IndexFile, allKeywords: ReadonlyMap<string, readonly string[]>): {file: IndexFile; applied: string[]} {
  const {documents, index} = indexFile;
  const refByRoute = new Map((documents as Document[]).map((doc) => [doc.sectionRoute, String(doc.id)]));
  const keywords = new Map([...allKeywords].filter(([route]) => refByRoute.has(route)));
  if (keywords.size === 0) return {file: indexFile, applied: []};
  if (!index.fields.includes(TAGS)) throw new Error('search-with-keywords: the search index has no tags field');
  const pipeline = lunr.Index.load(index).pipeline;

  const postings = new Map(index.invertedIndex.map(([term, posting]) => [term, {...posting, [TAGS]: {...(posting[TAGS] as Record<string, object>)}} as Posting]));
  let nextNumber = Math.max(-1, ...index.invertedIndex.map(([, posting]) => posting._index)) + 1;
  const vectors = new Map(index.fieldVectors.map(([ref, elements]) => [ref, elements]));
  for (const [route, words] of keywords) {
    const ref = refByRoute.get(route)!;
    const terms = new Set(words.flatMap((word) => pipeline.runString(word)));
    const vector = new Map<number, number>();
    const existing = vectors.get(`${TAGS}/${ref}`) ?? [];
    for (let i = 0; i < existing.length; i += 2) vector.set(existing[i], existing[i + 1]);
    for (const term of terms) {
      let posting = postings.get(term);
      if (!posting) {
        posting = {_index: nextNumber++} as Posting;
        for (const field of index.fields) posting[field] = {};
        postings.set(term, posting);
      }
      (posting[TAGS] as Record<string, object>)[ref] = {};
      if (!vector.has(posting._index)) vector.set(posting._index, SECTION_KEYWORD_WEIGHT);
    }
    vectors.set(`${TAGS}/${ref}`, [...vector].sort((a, b) => a[0] - b[0]).flat());
  }
  const invertedIndex = [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {file: {documents, index: {...index, invertedIndex, fieldVectors: [...vectors]}}, applied: [...keywords.keys()]};
}
