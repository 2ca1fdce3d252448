/**
 * The search index as it is served, and as lunr reads it. A serialized lunr index says twice
 * which documents hold a term in a field: in the term's postings (`{field: {ref: {}}}`) and in
 * each document's field vector (the term's number with its weight). The served files say it
 * once, in the field vectors, with the weights as whole multiples of 1/WEIGHT_STEPS (the
 * compacted index rounds them to that step, src/plugins/searchWithKeywords/compactSearchIndex.ts):
 * each term keeps its number (`_index`) but no postings. The search rebuilds the postings here,
 * before `lunr.Index.load`, so that what lunr holds is the index as lunr wrote it, weights and
 * postings alike. On a phone the docs index is the one download between a reader's first key and
 * the first result, and the postings were most of it.
 *
 * A file marks the form with `compact` in its index; a file without it (lunr's own) is read as is.
 */

/** The weights of a served index are whole numbers of this step (a fifth). */
export const WEIGHT_STEPS = 5;

/** The mark of a served index: its weights are counted in steps of 1/weightSteps, its postings left out. */
export type ServedForm = {weightSteps: number};

/** The term's number in the field vectors (`_index`) and, per field, the documents holding it. */
export type Posting = {_index: number; [field: string]: number | Record<string, object>};

/** A serialized lunr 2 index, as `lunr.Index#toJSON` writes it (and `compact` on the served form). */
export type SerializedIndex = {
  version: string;
  fields: string[];
  /** ["field/ref", [termIndex, weight, termIndex, weight, …]] with term indexes ascending. */
  fieldVectors: Array<[string, number[]]>;
  /** [term, {_index, field: {ref: metadata}}], sorted by term. */
  invertedIndex: Array<[string, Posting]>;
  pipeline: string[];
  compact?: ServedForm;
};

/**
 * The index as lunr serialized it, from its served form: every term's postings rebuilt from the
 * field vectors, and the weights in lunr's units. An index without the mark is returned as is.
 * Throws when a vector names a term or a field the index does not have (a broken file).
 */
export function fromServedIndex(index: SerializedIndex): SerializedIndex {
  const form = index.compact;
  if (!form) return index;
  const postingsByNumber = new Map<number, Record<string, Record<string, object>>>();
  const invertedIndex = index.invertedIndex.map(([term, {_index}]): [string, Posting] => {
    const posting: Record<string, Record<string, object>> = {};
    for (const field of index.fields) posting[field] = {};
    postingsByNumber.set(_index, posting);
    return [term, {_index, ...posting}];
  });
  const fieldVectors = index.fieldVectors.map(([fieldRef, elements]): [string, number[]] => {
    const slash = fieldRef.indexOf('/');
    const field = fieldRef.slice(0, slash);
    const ref = fieldRef.slice(slash + 1);
    const weights = new Array<number>(elements.length);
    for (let i = 0; i < elements.length; i += 2) {
      const holding = postingsByNumber.get(elements[i])?.[field];
      if (!holding) throw new Error(`search index: the vector ${fieldRef} names term ${elements[i]} or field ${field}, which the index does not have`);
      holding[ref] = {};
      weights[i] = elements[i];
      weights[i + 1] = elements[i + 1] / form.weightSteps;
    }
    return [fieldRef, weights];
  });
  const read = {...index, fieldVectors, invertedIndex};
  delete read.compact;
  return read;
}