// Ranking: which page answers best, and which of its sections to show. BM25 (./bm25.ts) scores how
// well each section's words match the query; the factors below are properties of pages and
// sections that decide between pages that match alike. None of them names a query.
import {lunr} from './lunr';
import {score, type Clause} from './bm25';
import {termMatches, type LoadedIndex} from './loadedIndex';
import {lookUp, readingsWithJoinedWords, wordIdf, type Intent, type PlainQuery, type Word} from './query';
import type {SearchDocument} from './documents';
import {titleKey} from './words';
import {CONTRIBUTOR_WORDS} from './vocabulary';

/** The plugin's options, as it publishes them in its global data. */
export type SearchSettings = {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  indexDocSidebarParentCategories: number;
  maxSearchResults: number;
};

export type SearchHit = {document: SearchDocument; score: number};

/** The ranking's factors, one line each on what it stands for. */
export const RANKING = {
  /** A word of the reader's vocabulary (./vocabulary.ts) finds the docs' word for it as if the reader had typed that word. */
  vocabularyWord: 1,
  /** A section whose heading or tags (or its page's title or tags) name all the query's words scores 1 + this: a title that says what a section is about counts for more than a rare word in passing. */
  headingNamesTheWords: 0.5,
  /** A section's score is multiplied by the share of the query it covers (its words weighted by idf) to this power: a section that answers all of the question beats one that repeats a part of it. */
  queryCoverage: 0.25,
  /** A page's score is multiplied by the share of the query the whole page covers, in any of its sections, to this power: a page about all of the question beats one that mentions a part of it. */
  pageCoverage: 0.5,
  /** A section whose text holds more distinct words than this is a list of many things (a values or fields table): ... */
  broadSection: 100,
  /** ... and weighs (broadSection / its distinct words) to this power: it names the query's words among many others. */
  broadSectionPower: 0.5,
  /** What a page is for weighs in by what the query asks (see PURPOSES and purposeWeight). */
  purpose: {
    news: {plain: 0.6, symptom: 0.6, definition: 0.6, why: 0.8},
    decisionRecord: {plain: 0.7, symptom: 0.7, definition: 1.25, why: 1},
    troubleshooting: {plain: 1, symptom: 1.2, definition: 1, why: 1},
    howTo: {plain: 1, symptom: 1, definition: 1, why: 1},
    concept: {plain: 0.8, symptom: 0.75, definition: 1.25, why: 1},
    reference: {plain: 1, symptom: 1.1, definition: 1, why: 1},
    tool: {plain: 1, symptom: 1.1, definition: 1, why: 1},
    contributorGuide: {plain: 1, symptom: 1, definition: 1, why: 1},
  },
  /** A page on one tool (a scanner or hook) whose title and tags the query does not name weighs this much: the query asks about something else. */
  toolNotNamed: 0.7,
  /** A page counts as named by a query word of at least this idf in its title or tags: "scan", in most titles, names none. */
  namingWordIdf: 1.5,
  /** A section that only points to other pages (see SIGNPOST) weighs this much: its words name those pages' topics. */
  signpost: 0.5,
  /** For a symptom, the sections that introduce a page (its title section and the one after it) weigh this much when choosing which section to show: what went wrong is answered further in. */
  introductionForSymptom: 0.8,
  /** Without a contributor's word (./vocabulary.ts), the contributor guides weigh this much: an operator's question finds the how-to before a guide that mentions the same words. */
  contributorGuideForOperator: 0.8,
} as const;

type Purpose = keyof typeof RANKING.purpose;

/** What a page is for, by where it lives (the first that fits). */
const PURPOSES: Array<[purpose: Purpose, fits: (document: SearchDocument) => boolean]> = [
  ['news', (document) => document.type === 'blog'],
  ['decisionRecord', (document) => document.sectionRoute.startsWith('/docs/architecture/architecture_decisions/')],
  ['troubleshooting', (document) => document.sectionRoute.startsWith('/docs/getting-started/troubleshooting')],
  ['contributorGuide', (document) => document.sectionRoute.startsWith('/docs/contributing/')],
  ['concept', (document) => document.sectionRoute.startsWith('/docs/architecture/')],
  ['tool', (document) => /^\/docs\/(scanners|hooks)\/[^#]/.test(document.sectionRoute)],
  ['howTo', (document) => document.sectionRoute.startsWith('/docs/how-tos/') || document.sectionRoute.startsWith('/docs/getting-started/')],
  ['reference', () => true],
];

/** The headings of sections that point to other pages. */
const SIGNPOST = /^(links|next steps?|related (pages|resources)|where to go next|see also)$/i;

/** Of each section of an index, by position: what its page is for, and 1 if it is a signpost. */
type SectionTraits = {purposes: Purpose[]; signposts: Uint8Array};

const traits = new WeakMap<LoadedIndex, SectionTraits>();

/** The sections' traits of an index, worked out once per index. */
function traitsOf(loaded: LoadedIndex): SectionTraits {
  let found = traits.get(loaded);
  if (!found) {
    found = {
      purposes: loaded.documents.map((document) => PURPOSES.find(([, fits]) => fits(document))![0]),
      signposts: Uint8Array.from(loaded.documents, (document) => (SIGNPOST.test(document.sectionTitle) ? 1 : 0)),
    };
    traits.set(loaded, found);
  }
  return found;
}

// The fields that describe a page as a whole, on its title section.
const PAGE_FIELDS = ['title', 'tags'];

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

function plainClauses(looked: Word[], fields: FieldBoosts): Clause[] {
  return looked.flatMap(({terms, idfCeiling, alternatives}) =>
    fields.flatMap(([field, boost]) => [
      {terms, fields: [field], boost, presence: lunr.Query.presence.OPTIONAL, idfCeiling},
      ...(alternatives.length ? [{terms: alternatives, fields: [field], boost: boost * RANKING.vocabularyWord, presence: lunr.Query.presence.OPTIONAL, idfCeiling}] : []),
    ]),
  );
}

/**
 * Where a word stands: the sections that hold one of its terms in `fields`, and the pages whose
 * title section holds one in the page's own fields (its title or tags), which speak for all their
 * sections. By position and by page number.
 */
function presence(loaded: LoadedIndex, terms: string[], fields: readonly string[]): {sections: Uint8Array; pages: Uint8Array} {
  const sections = new Uint8Array(loaded.documents.length);
  const pages = new Uint8Array(loaded.pageCount);
  for (const term of terms) {
    const matches = termMatches(loaded, term);
    if (!matches) continue;
    for (const field of fields) {
      const positions = matches.fields.get(field)?.positions;
      if (!positions) continue;
      const pageField = PAGE_FIELDS.includes(field);
      for (let i = 0; i < positions.length; i += 1) {
        const position = positions[i];
        if (position < 0) continue;
        sections[position] = 1;
        if (pageField && loaded.isTitleSection[position]) pages[loaded.pageOf[position]] = 1;
      }
    }
  }
  return {sections, pages};
}

/**
 * How many of the query's words each section names where it says what it is about: in its
 * heading or tags, or in its page's title or tags (by position); and the pages whose title or tags
 * name a word of the query that says something (see RANKING.namingWordIdf; by page number).
 */
function wordsInHeadings(loaded: LoadedIndex, looked: Word[], searched: LoadedIndex[]): {named: Uint8Array; namedPages: Uint8Array} {
  const named = new Uint8Array(loaded.documents.length);
  const namedPages = new Uint8Array(loaded.pageCount);
  for (const word of looked) {
    const {sections, pages} = presence(loaded, word.terms, PAGE_FIELDS);
    for (let position = 0; position < named.length; position += 1) if (sections[position] || pages[loaded.pageOf[position]]) named[position] += 1;
    if (wordIdf(searched, word) >= RANKING.namingWordIdf) pages.forEach((found, page) => found && (namedPages[page] = 1));
  }
  return {named, namedPages};
}

/**
 * How much of the query each section covers: the share of the query's words (each weighted by its
 * idf, a contributor's word by none) that the section holds in any field, or its page in its title or tags, under the reading of
 * the query that covers most, by position; and the same share for each page as a whole, in any
 * of its sections, by page number.
 */
function coverage(loaded: LoadedIndex, looked: Word[], readings: Word[][], searched: LoadedIndex[]): {sections: Float64Array; pages: Float64Array} {
  const count = loaded.documents.length;
  // A word that tells the kind of answer (a contributor's word) is no part of the answer to cover.
  const weights = looked.map((word) => (CONTRIBUTOR_WORDS.includes(word.text) ? 0 : wordIdf(searched, word)));
  const all = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const best = new Float64Array(count);
  const bestOfPages = new Float64Array(loaded.pageCount);
  // The readings share their words but the joined ones: each word's sections are found once.
  const found = new Map<Word, Uint8Array>();
  for (const reading of readings) {
    const covered = new Float64Array(count);
    const coveredOfPages = new Float64Array(loaded.pageCount);
    for (const word of reading) {
      let holding = found.get(word);
      if (!holding) {
        const {sections, pages} = presence(loaded, [...word.terms, ...word.alternatives], loaded.index.fields);
        holding = sections.map((section, position) => section | pages[loaded.pageOf[position]]);
        found.set(word, holding);
      }
      const share = word.covers.reduce((sum, i) => sum + weights[i], 0) / all;
      const onPage = new Uint8Array(loaded.pageCount);
      for (let position = 0; position < count; position += 1) {
        if (!holding[position]) continue;
        covered[position] += share;
        onPage[loaded.pageOf[position]] = 1;
      }
      onPage.forEach((held, page) => held && (coveredOfPages[page] += share));
    }
    for (let position = 0; position < count; position += 1) best[position] = Math.max(best[position], covered[position]);
    coveredOfPages.forEach((share, page) => (bestOfPages[page] = Math.max(bestOfPages[page], share)));
  }
  return {sections: best, pages: bestOfPages};
}

/** How much a page weighs for the intent: by what the page is for, and contributor guides less for an operator's query. */
function intentWeight(intent: Intent, purpose: Purpose): number {
  const weight = RANKING.purpose[purpose][intent.kind];
  return !intent.contributor && purpose === 'contributorGuide' ? weight * RANKING.contributorGuideForOperator : weight;
}

/** Whether the section at this position introduces its page: the page's title section or the section after it. */
function introduces(loaded: LoadedIndex, position: number): boolean {
  return loaded.isTitleSection[position] === 1 || (position > 0 && loaded.isTitleSection[position - 1] === 1 && loaded.pageOf[position - 1] === loaded.pageOf[position]);
}

/** A section that lists many things (a values or fields table) weighs less, the more it lists. */
function breadthWeight(breadth: number): number {
  return breadth > RANKING.broadSection ? (RANKING.broadSection / breadth) ** RANKING.broadSectionPower : 1;
}

/** The best section of each page of one index: route → [position, score]. */
type PageBest = Map<string, {position: number; score: number}>;

export function keepBest(best: PageBest, route: string, position: number, sectionScore: number): void {
  const current = best.get(route);
  if (!current || sectionScore > current.score) best.set(route, {position, score: sectionScore});
}

export function hitsOf(loaded: LoadedIndex, best: PageBest): SearchHit[] {
  return [...best.values()].map(({position, score: pageScore}) => ({document: loaded.documents[position], score: pageScore}));
}

export function newPageBest(): PageBest {
  return new Map();
}

/**
 * The best section of each page of one index for a plain query. Every section also gets its
 * page's score on the page's title and tags (scored as on the page's title section), so that a
 * section of the page a query names outranks a passing mention elsewhere. Each section and each
 * page is scored by the reading of the query that fits it best. A page is ranked by its best
 * section with the page's title and tags, but shows the section that answers best on its own (its
 * top when the query is the page's exact title).
 */
export function bestSectionsOfIndex(loaded: LoadedIndex, searched: LoadedIndex[], {texts, typing, intent}: PlainQuery, settings: SearchSettings, typo: boolean): SearchHit[] {
  const looked = texts.map((text, i) => lookUp(loaded.index, text, typo, i, text === typing));
  const count = loaded.documents.length;
  const sectionScores = new Float64Array(count).fill(-1);
  const pageScores = new Map<string, number>();
  const readings = [looked, ...readingsWithJoinedWords(loaded.index, looked, searched)];
  for (const reading of readings) {
    const {byField, total, matched} = score(loaded, plainClauses(reading, fieldBoosts(settings)), searched);
    for (const position of loaded.titleSections) {
      const pageScore = PAGE_FIELDS.reduce((sum, field) => sum + (byField.get(field)?.[position] ?? 0), 0);
      if (!pageScore) continue;
      const route = loaded.routes[position];
      pageScores.set(route, Math.max(pageScore, pageScores.get(route) ?? 0));
      // A page found by its title alone (as "parsedefinition") is found with its title section.
      sectionScores[position] = Math.max(sectionScores[position], 0);
    }
    for (let position = 0; position < count; position += 1) {
      if (matched[position]) sectionScores[position] = Math.max(sectionScores[position], total[position]);
    }
  }
  const {named, namedPages} = wordsInHeadings(loaded, looked, searched);
  const {sections: covered, pages: pageCovered} = coverage(loaded, looked, readings, searched);
  const {purposes: pagePurposes, signposts} = traitsOf(loaded);
  const best: PageBest = new Map();
  const shown: PageBest = new Map();
  sectionScores.forEach((sectionScore, position) => {
    if (sectionScore < 0) return;
    const route = loaded.routes[position];
    const purpose = pagePurposes[position];
    const weighting = intentWeight(intent, purpose) * (purpose === 'tool' && !namedPages[loaded.pageOf[position]] ? RANKING.toolNotNamed : 1);
    const page = pageScores.get(route) ?? 0;
    const headed =
      (1 + RANKING.headingNamesTheWords * (named[position] / looked.length)) *
      covered[position] ** RANKING.queryCoverage *
      breadthWeight(loaded.breadth[position]) *
      (signposts[position] ? RANKING.signpost : 1);
    keepBest(best, route, position, (sectionScore + page) * weighting * headed * pageCovered[loaded.pageOf[position]] ** RANKING.pageCoverage);
    // The section shown for the page: the title section's own score counts its page's title once.
    const introduction = intent.kind === 'symptom' && introduces(loaded, position) ? RANKING.introductionForSymptom : 1;
    keepBest(shown, route, position, (sectionScore + (loaded.isTitleSection[position] ? 0 : page)) * headed * introduction);
  });
  // A page the query names by its exact title shows its top; any other page, the section that answers best.
  const exactTitle = titleKey(loaded.index, texts.join(' '));
  for (const [route, {position}] of shown) if (loaded.pageTitleKeys.get(route) !== exactTitle) best.get(route)!.position = position;
  return hitsOf(loaded, best);
}
