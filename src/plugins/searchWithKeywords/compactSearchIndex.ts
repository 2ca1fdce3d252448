// The one place where the plugin's search indexes are changed before they are served: a smaller
// file of the same format, as a phone downloads the docs index before the first result shows.
// Junk terms leave the index, weights lose the idf the search multiplies back in
// (src/search/bm25.ts), terms are numbered commonest first, and as served the
// postings are left out (src/search/servedIndex.ts reads the file back).
import {lunrIdf} from '../../search/idf';
import {EXTRA_STOP_WORDS} from '../../search/stopWords';
import {WEIGHT_STEPS, type Posting, type SerializedIndex} from '../../search/servedIndex';

export type {Posting, SerializedIndex} from '../../search/servedIndex';

export type IndexFile = {documents: unknown[]; index: SerializedIndex};

// Numbers are kept where they name things ("ADR-0017"); in text they are line counts, ports and versions.
const NUMBER_FIELDS = new Set(['title', 'tags']);

const STOP_STEMS = new Set(EXTRA_STOP_WORDS.map(([, stem]) => stem));
const HEX = /^[0-9a-f]+$/;
const DIGIT = /\d/;
const LETTER = /[a-z]/;

/** How often a term switches between letters and digits: "x7k2p" 4 times, "log4shel" twice. */
function letterDigitSwitches(term: string): number {
  let switches = 0;
  for (let i = 1; i < term.length; i += 1) {
    if (DIGIT.test(term[i]) !== DIGIT.test(term[i - 1]) && (LETTER.test(term[i]) || LETTER.test(term[i - 1]))) switches += 1;
  }
  return switches;
}

/** Whether a term is noise no reader searches for: hashes, long numbers, timestamp pieces, generated names, stop words. */
export function isJunkTerm(term: string): boolean {
  if (term.length < 2 || STOP_STEMS.has(term)) return true;
  if (/^\d{6,}$/.test(term)) return true;
  if (term.length >= 7 && HEX.test(term) && DIGIT.test(term) && LETTER.test(term)) return true;
  if (/^\d+t\d+$/.test(term) || /^\d+z$/.test(term)) return true;
  if (term.length >= 16 && !term.includes('_') && (term.match(/\d/g) ?? []).length >= 3) return true;
  return term.length <= 6 && letterDigitSwitches(term) >= 3;
}

const isNumber = (term: string) => /^\d+$/.test(term);

/** lunr.idf: the inverse document frequency lunr computed each weight with. */
function idf(posting: Posting, documentCount: number): number {
  let documentsWithTerm = 0;
  for (const field of Object.keys(posting)) if (field !== '_index') documentsWithTerm += Object.keys(posting[field]).length;
  return lunrIdf(documentCount, documentsWithTerm);
}

const documentsHolding = (posting: Posting, fields: string[]) => fields.reduce((sum, field) => sum + Object.keys(posting[field]).length, 0);

/** The index without junk terms, its weights lunr's tf-part alone (few distinct values, where idf × tf has one per term). */
export function compactSearchIndex({documents, index}: IndexFile): IndexFile {
  const {fields} = index;
  // The weights of every field vector, by the term's (old) index.
  const vectors = new Map<string, Map<number, number>>();
  for (const [ref, elements] of index.fieldVectors) {
    const weights = new Map<number, number>();
    for (let i = 0; i < elements.length; i += 2) weights.set(elements[i], elements[i + 1]);
    vectors.set(ref, weights);
  }

  const kept: Array<[string, Posting]> = [];
  for (const [term, posting] of index.invertedIndex) {
    const termIdf = idf(posting, documents.length);
    const keep = !isJunkTerm(term);
    const trimmed = {_index: posting._index} as Posting;
    for (const field of fields) {
      const keepHere = keep && (!isNumber(term) || NUMBER_FIELDS.has(field));
      trimmed[field] = keepHere ? posting[field] : {};
      for (const ref of Object.keys(posting[field])) {
        const weights = vectors.get(`${field}/${ref}`);
        if (!weights) continue;
        const weight = weights.get(posting._index);
        if (keepHere && weight !== undefined) weights.set(posting._index, weight / termIdf);
        else weights.delete(posting._index);
      }
    }
    if (documentsHolding(trimmed, fields) > 0) kept.push([term, trimmed]);
  }

  // The commonest term first, so that the numbers in the field vectors are short.
  const byCount = kept.map(([, posting], order) => ({posting, order, count: documentsHolding(posting, fields)}));
  byCount.sort((a, b) => b.count - a.count || a.order - b.order);
  const renumbered = new Map(byCount.map(({posting}, number) => [posting._index, number]));

  const fieldVectors: Array<[string, number[]]> = [];
  for (const [ref, weights] of vectors) {
    const elements = [...weights]
      .map(([term, weight]) => [renumbered.get(term)!, Math.max(1, Math.round(weight * WEIGHT_STEPS)) / WEIGHT_STEPS])
      .sort((a, b) => a[0] - b[0]);
    if (elements.length) fieldVectors.push([ref, elements.flat()]);
  }
  const invertedIndex = kept.map(([term, posting]): [string, Posting] => [term, {...posting, _index: renumbered.get(posting._index)!}]);
  return {documents, index: {...index, fieldVectors, invertedIndex}};
}

const byFieldThenRef = ([a]: [string, number[]], [b]: [string, number[]]) => {
  const [fieldA, refA] = a.split('/');
  const [fieldB, refB] = b.split('/');
  if (fieldA !== fieldB) return fieldA < fieldB ? -1 : 1;
  return Number(refA) - Number(refB) || (refA < refB ? -1 : refA > refB ? 1 : 0);
};

/**
 * The file as it is served: terms with their numbers and no postings (the field vectors say the
 * same), weights in whole steps of 1/WEIGHT_STEPS, vectors field by field, which compresses better.
 * Throws when a weight is not such a step.
 */
export function servedIndexFile({documents, index}: IndexFile): IndexFile {
  const fieldVectors = index.fieldVectors
    .map(([fieldRef, elements]): [string, number[]] => [
      fieldRef,
      elements.map((value, i) => {
        if (i % 2 === 0) return value;
        const steps = Math.round(value * WEIGHT_STEPS);
        if (Math.abs(steps - value * WEIGHT_STEPS) > 1e-9) throw new Error(`search index: the weight ${value} in ${fieldRef} is not a multiple of 1/${WEIGHT_STEPS}`);
        return steps;
      }),
    ])
    .sort(byFieldThenRef);
  const invertedIndex = index.invertedIndex.map(([term, {_index}]): [string, Posting] => [term, {_index}]);
  return {documents, index: {...index, fieldVectors, invertedIndex, compact: {weightSteps: WEIGHT_STEPS}}};
}
