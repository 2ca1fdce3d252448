// The plugin's lunr build (2.3.9), set up as the plugin sets it up when it writes the indexes:
// the same tokenizer separator and, for English, no language plugin. (The plugin also generates
// such a module while bundling, but that one imports the search stylesheets, which a Web Worker
// cannot load.) Searching with anything else would split and stem words differently from the
// index; tests/unit/search/lunr.test.ts compares this set-up with the plugin's generated module.
import lunrBuild from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import {TOKENIZER_SEPARATOR} from './tokenizer';

lunrBuild.tokenizer.separator = TOKENIZER_SEPARATOR;

/** The parts of lunr's API this search uses (lunr ships no types of its own). */
export type LunrClause = {
  term: string;
  fields: string[];
  boost: number;
  /** Only set on fuzzy clauses (`term~2`): lunr checks for its presence. */
  editDistance?: number;
  usePipeline: boolean;
  wildcard: number;
  presence: number;
};

export type LunrQuery = {
  clauses: LunrClause[];
};

export type LunrPipeline = {
  add(...functions: unknown[]): void;
  runString(text: string): string[];
};

/** Where a term occurs: its position in the field vectors, and per field the documents holding it. */
export type LunrPosting = {_index: number} & Record<string, Record<string, unknown>>;

export type LunrTokenSet = {
  intersect(other: LunrTokenSet): LunrTokenSet;
  toArray(): string[];
};

export type LunrIndex = {
  fields: string[];
  invertedIndex: Record<string, LunrPosting>;
  /** Per "field/ref": the term indexes and weights, as [index, weight, index, weight, …] sorted by index. */
  fieldVectors: Record<string, {elements: number[]}>;
  tokenSet: LunrTokenSet;
  pipeline: LunrPipeline;
};

type LunrBuilder = {ref(name: string): void; field(name: string): void};

export type Lunr = {
  (config: (this: LunrBuilder, builder: LunrBuilder) => void): LunrIndex;
  Index: {load(serialized: unknown): LunrIndex};
  Pipeline: new () => LunrPipeline;
  Query: {
    new (allFields: string[]): LunrQuery;
    presence: {OPTIONAL: number; REQUIRED: number; PROHIBITED: number};
  };
  QueryParser: new (text: string, query: LunrQuery) => {parse(): LunrQuery};
  TokenSet: {
    fromString(text: string): LunrTokenSet;
    fromFuzzyString(text: string, editDistance: number): LunrTokenSet;
  };
  idf(posting: LunrPosting, documentCount: number): number;
  QueryParseError: new (message: string, start: number, end: number) => Error;
  trimmer: unknown;
  stopWordFilter: unknown;
};

export const lunr: Lunr = lunrBuild;

/** Splits text into lower-case words exactly as the index's tokenizer did. */
export const tokenize = (text: string): string[] => lunrBuild.tokenizer(text).map((token) => token.str);
