// lunr's scoring (BM25 weights in per-field vectors, each field's score divided by the length of
// its query vector), computed here from the loaded index rather than by lunr's Index#query, which
// builds match metadata for every hit that nothing here reads: on a phone that made every
// keystroke of a common word slow. The weights in the served indexes leave out each term's inverse
// document frequency (src/plugins/searchWithKeywords/compactSearchIndex.ts explains why); it is
// applied here, counted over all the indexes searched together.
import {lunr} from './lunr';
import {lunrIdf} from './idf';
import {termMatches, type LoadedIndex} from './loadedIndex';

/**
 * lunr's inverse document frequency of a term, counted over all the indexes searched together,
 * so that a word rare in the blog but common in the docs does not lift blog posts above docs.
 * Without a term: that of a word no document holds, the highest there is.
 */
export function idf(indexes: LoadedIndex[], term?: string): number {
  let documents = 0;
  let holding = 0;
  for (const loaded of indexes) {
    documents += loaded.documents.length;
    if (term !== undefined) holding += termMatches(loaded, term)?.documents ?? 0;
  }
  return lunrIdf(documents, holding);
}

/** A query clause: index terms (already expanded), the fields they are looked for in, and lunr's presence. */
export type Clause = {terms: string[]; fields: string[]; boost: number; presence: number; idfCeiling?: number};

/** Each document's score per field and summed over the fields (by position), and whether it matched. */
export type Scores = {byField: Map<string, Float64Array>; total: Float64Array; matched: Uint8Array};

/**
 * lunr's score of every document that matches the clauses: per field, the dot product of the
 * query vector (each term's boosts summed) with the document's field vector, divided by the
 * query vector's length; summed over the fields. Required and prohibited clauses filter as in lunr.
 */
export function score(loaded: LoadedIndex, clauses: Clause[], searched: LoadedIndex[]): Scores {
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
