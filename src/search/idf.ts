/**
 * lunr's inverse document frequency (lunr.idf) of a term that `holding` of `documents` documents
 * hold: what lunr multiplies each weight with when it builds an index, and what the search
 * multiplies back in (the served indexes leave it out, see compactSearchIndex.ts).
 */
export function lunrIdf(documents: number, holding: number): number {
  return Math.log(1 + Math.abs((documents - holding + 0.5) / (holding + 0.5)));
}
