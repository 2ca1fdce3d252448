// Reading a query: the index terms each of its words stands for (completions of a word being typed,
// typos, the reader's vocabulary, adjacent words written as one), lunr's query syntax, and what
// kind of answer the words ask for.
import {lunr, tokenize, type LunrIndex, type LunrTokenSet} from './lunr';
import {idf, type Clause} from './bm25';
import type {LoadedIndex} from './loadedIndex';
import {stem, words} from './words';
import {CONTRIBUTOR_WORDS, READER_VOCABULARY} from './vocabulary';

// lunr's query syntax: field:term, term~distance, term^boost, wildcards and a leading "+".
// A leading "-" alone does not switch to it: readers type flags such as "-sV" or "--set".
export const QUERY_SYNTAX = /[:~^*]|(?:^|\s)\+/;

// Fuzzy matching grows exponentially with the edit distance; more than 2 would freeze the page.
const MAX_EDIT_DISTANCE = 2;

/**
 * The most of an input the search reads, in characters: longer than any question (the longest
 * error message in the docs is about 150), and what a pasted log or file brings beyond it is cut.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * A word longer than this is no word a reader types (a hash, a base64 line, a pasted path): it is
 * matched as it is, without typos and without completion, both of which grow with its length.
 */
export const MAX_WORD_LENGTH = 40;

/**
 * The most words of a query that count (stop words aside): a question has fewer (the question sets
 * of tests/search/ have at most nine), and the work grows with each word.
 */
export const MAX_QUERY_WORDS = 12;

// The typo fallback: words this long or longer may have one letter wrong, missing or extra.
export const TYPO_MIN_LENGTH = 5;
const TYPO_EDIT_DISTANCE = 1;

// A word being typed stands for at most this many of the words it begins (see completions).
const MAX_COMPLETIONS = 30;

// "scan completion hook" also looks for "scancompletionhook": up to three words run together.
const MAX_JOINED_WORDS = 3;

// A definition question ("what is the lurker") asks what something is.
const DEFINITION_QUESTION = /^\s*(what|who)\s+(is|are|does|do)\b|^\s*(explain|define|meaning of)\b/i;

// A why question asks for a reason.
const WHY_QUESTION = /\bwhy\b/i;

// A symptom: the words of an error message or of something that went wrong, or an HTTP error status.
const SYMPTOM = /\b(errors?|errored|fail(s|ed|ing|ure)?|cannot|can't|couldn't|could not|unable|invalid|unknown|missing|not found|no such|denied|forbidden|refused|time[ds]? ?out|crash(es|ed|loopbackoff)?|oomkilled|exceptions?|panics?|stuck|hangs?|broken|does not|doesn't|nothing happens|[45]\d\d)\b/i;

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
export type Word = {text: string; terms: string[]; idfCeiling?: number; alternatives: string[]; covers: number[]};

/**
 * The index terms a plain word stands for. A word the index knows is matched as it is. The word
 * being typed (the input's last, with no space after it) is completed when the index does not
 * know it; completing whole words too would let every rarer word that merely starts with them
 * ("scantypehash" for "scantype") outrank the word itself, and a word followed by another is
 * finished ("3" in "at least 3 levels" is not the start of "38c3"). With `typo`, words of 5 or
 * more letters also match the index's words one edit away.
 */
export function lookUp(index: LunrIndex, text: string, typo: boolean, position: number, typing: boolean): Word {
  const stemmed = stem(index, text);
  const known = stemmed in index.invertedIndex;
  const word = text.length <= MAX_WORD_LENGTH;
  const terms = new Set(known ? [stemmed] : typing && word ? completions(index, text) : []);
  if (typo && word && text.length >= TYPO_MIN_LENGTH) {
    for (const variant of new Set([stemmed, text])) {
      expand(index, lunr.TokenSet.fromFuzzyString(variant, TYPO_EDIT_DISTANCE)).forEach((term) => terms.add(term));
    }
  }
  const alternatives = (READER_VOCABULARY[text] ?? []).map((word) => stem(index, word)).filter((term) => term in index.invertedIndex && !terms.has(term));
  return {text, terms: [...terms], alternatives, covers: [position]};
}

/** What a query word is worth: the highest idf of the terms it stands for (a word no page holds: the highest of all). */
export function wordIdf(searched: LoadedIndex[], word: Word): number {
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
export function readingsWithJoinedWords(index: LunrIndex, looked: Word[], searched: LoadedIndex[]): Word[][] {
  const readings: Word[][] = [];
  for (let start = 0; start < looked.length; start += 1) {
    for (let count = 2; count <= MAX_JOINED_WORDS && start + count <= looked.length; count += 1) {
      const parts = looked.slice(start, start + count);
      const text = parts.map((word) => word.text).join('');
      const stemmed = stem(index, text);
      if (stemmed in index.invertedIndex) {
        const idfCeiling = parts.reduce((sum, part) => sum + wordIdf(searched, part), 0);
        readings.push([...looked.slice(0, start), {text, terms: [stemmed], idfCeiling, alternatives: [], covers: parts.flatMap((part) => part.covers)}, ...looked.slice(start + count)]);
      }
    }
  }
  return readings;
}

/** lunr's clauses for a query with its syntax, expanded to the index's terms. */
export function syntaxClauses(index: LunrIndex, input: string): Clause[] {
  const query = new lunr.Query(index.fields);
  new lunr.QueryParser(input, query).parse();
  return query.clauses.map((clause) => {
    const text = clause.usePipeline ? stem(index, clause.term) : clause.term;
    const pattern =
      clause.term.length > MAX_WORD_LENGTH
        ? lunr.TokenSet.fromString(text.split('*').join(''))
        : clause.editDistance
          ? lunr.TokenSet.fromFuzzyString(text, Math.min(clause.editDistance, MAX_EDIT_DISTANCE))
          : lunr.TokenSet.fromString(text);
    return {terms: expand(index, pattern), fields: clause.fields, boost: clause.boost, presence: clause.presence};
  });
}

/** The words a query with lunr syntax looks for (not those it excludes), for marking on the page. */
export function syntaxTerms(input: string, index: LunrIndex): string[] {
  const query = new lunr.Query(index.fields);
  new lunr.QueryParser(input, query).parse();
  const wanted = query.clauses.filter((clause) => clause.presence !== lunr.Query.presence.PROHIBITED);
  return [...new Set(wanted.map((clause) => clause.term.split('*').join('')).filter(Boolean))];
}

/** A plain query: its words (as the index spells them, without repeats), the word being typed if any, and what it asks. */
export type PlainQuery = {texts: string[]; typing?: string; intent: Intent};

/** The word being typed: the input's last word when nothing follows it, as `words` spells it. */
export function wordBeingTyped(input: string): string | undefined {
  if (!/\S$/.test(input)) return undefined;
  const typed = tokenize(input);
  return typed.length ? words(typed[typed.length - 1])[0] : undefined;
}

/** What a query asks: what something is, why, what went wrong (a symptom), or anything else. */
export type QueryKind = 'definition' | 'why' | 'symptom' | 'plain';

/**
 * What kind of answer a query asks for, from its words: a contributor's (it names building or
 * testing secureCodeBox itself) or an operator's, and its kind.
 */
export type Intent = {contributor: boolean; kind: QueryKind};

export function intentOf(input: string, texts: string[]): Intent {
  const kind = DEFINITION_QUESTION.test(input) ? 'definition' : WHY_QUESTION.test(input) ? 'why' : SYMPTOM.test(input) ? 'symptom' : 'plain';
  return {contributor: texts.some((text) => CONTRIBUTOR_WORDS.includes(text)), kind};
}
