// The words of a query as the index spells them: lunr's tokenizer (./lunr.ts, with the plugin's
// separator), its trimmer and stop-word filter, then the stop words of ./stopWords.ts.
import {lunr, tokenize, type LunrIndex} from './lunr';
import {EXTRA_STOP_WORDS} from './stopWords';

// The index dropped stop words and stray punctuation from the pages; the query drops them too,
// or "to" would match, as "to*", every word that starts with "to".
const queryPipeline = new lunr.Pipeline();
queryPipeline.add(lunr.trimmer, lunr.stopWordFilter);
const extraStopWords = new Set(EXTRA_STOP_WORDS.map(([word]) => word));

/** The words of a text, as the index spells them before stemming. */
export function words(text: string): string[] {
  return tokenize(text)
    .flatMap((word) => queryPipeline.runString(word))
    .filter((word) => !extraStopWords.has(word));
}

/** A word as the index stores it (stemmed). */
export function stem(index: LunrIndex, word: string): string {
  return index.pipeline.runString(word)[0] ?? word;
}

/** The distinct stems of a text, sorted: equal for "Static Report" and "report static". */
export function titleKey(index: LunrIndex, text: string): string {
  return [...new Set(words(text).map((word) => stem(index, word)))].sort().join(' ');
}
