// `npm run bench:search [-- --dir build --queries tests/search/queries.json --runs 3]`: the search
// benchmark. Serves the built site the way readers get it (the production nginx configuration,
// brotli and gzip copies from lib/precompress.ts) on a free loopback port and drives the real
// search box in Chromium:
//
// - quality: every question of every set in tests/search/ (scripts/searchQuality.ts) is typed key by
//   key; for each, the rank of the first result on a page of an answer and of the first result that
//   is an answering section; then hit@1, hit@8 and MRR per set and half, per class of queries.json,
//   and the readers' questions that miss;
// - speed on a desktop: the time from an input to the results being shown, the indexes loaded;
// - speed on a phone, on Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down,
//   750 kbit/s up, the CPU 4× slower; a 412 × 823 touch screen): a docs page is opened with an
//   empty cache, and as soon as it has loaded and reacts, the reader taps the search and types a
//   query key by key. Measured: the time from the first keystroke to the first results, and from
//   each further keystroke to its results. Chromium advertises brotli to the loopback address as
//   to any secure origin, so the indexes travel as nginx sends them to a phone;
// - the index files: raw, gzip and brotli as the build holds them, and what travelled;
// - when the indexes are fetched: not before the page has loaded, and with Save-Data on not
//   before the reader reaches for the search.
//
// --vs <another build folder> ranks the same questions on that build too, in the same browser, prints
// its figures beside this build's and lists every question that ranks lower on this build: the goal is
// none. `npm run search:ranks` ranks the same sets in Node, without a browser.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from '../lib/chromium';
import {serveBuild} from '../deploy/nginxServer';
import {kb, median} from '../lib/medianAndKb';
import {buildFolder, repoRoot} from '../lib/root';
import {figureLines, figures, percent, place, QUESTION_FILES, ranksOf, readQuestions, type Question, type RankRow} from './searchQuality';

type Timing = {start: number; shownAt: number | null};
type IndexTransfer = {url: string; encoding: string; bytes: number};
type PhoneRun = {query: string; pageLoadMs: number; firstResultsMs: number; keystrokeMs: number[]; transfers: IndexTransfer[]; found: boolean};

// The baseline: the indexes before they were made smaller, brotli (quality 11) as the build held
// them. The docs index is to weigh at most 200 KB; the others shrink in the same proportion.
const BASELINE_BROTLI: Record<string, number> = {'docs-default-current': 349_060, default: 67_551};
const DOCS_TAG = 'docs-default-current';
// 200,000 bytes: the goal was set as "200 KB" of 1,000 bytes.
const DOCS_INDEX_GOAL = 200_000;
const GOALS = {hitAt1: 0.8, hitAt8: 0.97, mrr: 0.9, medianMs: 30, maxMs: 100, firstResultsMs: 1500, keystrokeMs: 150};
// A pasted hash or log line: the search reads its start only (src/search/query.ts), so it answers as fast as a question.
const LONG_INPUTS = {'a 10,000-letter word': 'x'.repeat(10_000), 'a 10,000-character sentence': 'the scan of nmap stays in scanning and no cascading rule starts '.repeat(160).slice(0, 10_000)};

// Lighthouse's mobile profile (its "mobileSlow4G" throttling and "moto g power" screen).
const PHONE = {latencyMs: 150, downloadBitsPerSecond: 1.6 * 1024 * 1024, uploadBitsPerSecond: 750 * 1024, cpuSlowdown: 4};
const PHONE_QUERIES = ['nmap', 'scan completion hook', 'trivvy'];
const PHONE_PAGE = '/docs/getting-started/installation';

const RESULT_LINKS = '.aa-DetachedOverlay .aa-Item a.aa-ItemLink';
const INDEX_REQUEST = /\/search-index-([^/]+)\.json$/;
const STAND_IN = 'nav.navbar button[data-ready]';
const SEARCH_INPUT = '.aa-DetachedOverlay input.aa-Input';
// The panel counts as settled when nothing in the dialog changed for this long.
const QUIET_MS = 250;
const PHONE_QUIET_MS = 600;
const SETTLE_TIMEOUT_MS = 15_000;

const root = repoRoot;
const {values: args} = parseArgs({
  options: {
    // The build folder; without it, $BUILD_DIR or build/ (buildFolder() in lib/root.ts).
    dir: {type: 'string'},
    runs: {type: 'string', default: String(PHONE_QUERIES.length)},
    vs: {type: 'string'},
  },
});
const buildDir = args.dir ? path.resolve(args.dir) : buildFolder();
// Every question of every set, each set's file beside it; queries.json is the set that times the desktop search.
const questions = QUESTION_FILES.flatMap((file) => readQuestions(file).map((question) => ({file: path.basename(file), question})));
const queries = readQuestions(QUESTION_FILES[0]);
const phoneRuns = Math.max(1, Number(args.runs));


/** Resolves once nothing in the search dialog changed for quietMs. */
async function settle(page: Page, quietMs = QUIET_MS): Promise<void> {
  await page.evaluate(
    ([quiet, timeoutMs]) =>
      new Promise<void>((resolve) => {
        const dialog = document.querySelector('.aa-DetachedOverlay') ?? document.body;
        let timer = setTimeout(done, quiet);
        const giveUp = setTimeout(done, timeoutMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(dialog, {subtree: true, childList: true, attributes: true, characterData: true});
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve();
        }
      }),
    [quietMs, SETTLE_TIMEOUT_MS],
  );
}

async function clear(page: Page, input: Locator): Promise<void> {
  await input.fill('');
  await settle(page);
}

/** Types the query key by key, as a reader does, and returns the result URLs in order. */
async function resultsFor(page: Page, input: Locator, query: string): Promise<string[]> {
  await clear(page, input);
  await input.pressSequentially(query);
  await settle(page);
  return page.locator(RESULT_LINKS).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** From the next input event in the dialog, notes when the panel changes and what it shows. */
async function armTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const dialog = document.querySelector('.aa-DetachedOverlay');
    if (!dialog) throw new Error('the search dialog is closed');
    const shown = () => dialog.querySelector('.aa-Panel')?.textContent ?? '';
    const snapshots: Array<[number, string]> = [];
    const observer = new MutationObserver(() => snapshots.push([performance.now(), shown()]));
    observer.observe(dialog, {subtree: true, childList: true, attributes: true, characterData: true});
    const timing: Timing = {start: 0, shownAt: null};
    dialog.addEventListener('input', (event) => (timing.start = event.timeStamp), {capture: true, once: true});
    Object.assign(window, {
      benchTiming: () => {
        observer.disconnect();
        const final = shown();
        timing.shownAt = snapshots.find(([at, text]) => at >= timing.start && text === final)?.[0] ?? null;
        return timing;
      },
    });
  });
}

/** The time from the armed input event to the moment the dialog first showed what it finally shows. */
async function readTiming(page: Page, what: string): Promise<number> {
  const timing = await page.evaluate(() => (window as unknown as {benchTiming: () => Timing}).benchTiming());
  if (timing.shownAt === null) throw new Error(`nothing was rendered for ${what}`);
  return timing.shownAt - timing.start;
}

/** Enters the whole query at once into the empty box: the time to its results, the indexes loaded. */
async function latencyFor(page: Page, input: Locator, query: string): Promise<number> {
  await clear(page, input);
  await armTiming(page);
  await page.keyboard.insertText(query);
  await settle(page);
  return readTiming(page, `"${query}"`);
}

/** The reader taps the search in the navbar and waits for the dialog's box to have focus. */
async function openSearchByTap(page: Page): Promise<void> {
  const box = await page.locator(STAND_IN).boundingBox();
  if (!box) throw new Error('no search button in the navbar');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator(SEARCH_INPUT).waitFor({timeout: 60_000});
  await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), SEARCH_INPUT, {timeout: 60_000});
}

async function phoneContext(browser: Browser): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE.cpuSlowdown});
  return {context, page};
}

/**
 * The index downloads as the network saw them: encoding and bytes on the wire. The search
 * worker fetches the indexes, so they are not among the page target's own network events (a CDP
 * session on the page does not see them; its throttling still applies to them); Playwright
 * reports a page's worker requests with the page's.
 */
function recordIndexTransfers(page: Page): IndexTransfer[] {
  const transfers: IndexTransfer[] = [];
  page.on('requestfinished', (request) => {
    if (!INDEX_REQUEST.test(request.url())) return;
    const transfer: IndexTransfer = {url: request.url(), encoding: '', bytes: 0};
    transfers.push(transfer);
    void (async () => {
      const [sizes, headers] = await Promise.all([request.sizes(), request.response().then((response) => response?.allHeaders())]);
      transfer.encoding = headers?.['content-encoding'] ?? 'identity';
      transfer.bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    })();
  });
  return transfers;
}

/**
 * One reader on a phone: opens a docs page, taps the search as soon as it reacts, types the query.
 * Chromium slows the page's main thread only (`Emulation.setCPUThrottlingRate` answers "only
 * supported for pages, not workers" on a worker's target), so the search worker runs at the
 * machine's full speed. With `mainThread`, the page has no Worker and the search runs on the slowed
 * main thread (mainThreadSearch.ts): the same work at the phone's speed, plus the page's own, an
 * upper bound for what a phone's worker takes.
 */
async function phoneRun(browser: Browser, url: string, query: string, mainThread = false): Promise<PhoneRun> {
  const {context, page} = await phoneContext(browser);
  if (mainThread) await context.addInitScript(() => Object.defineProperty(window, 'Worker', {value: undefined}));
  try {
    const transfers = recordIndexTransfers(page);
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    const pageLoadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0].duration);
    await page.locator(STAND_IN).waitFor({timeout: 60_000});
    await openSearchByTap(page);

    await armTiming(page);
    await page.keyboard.type(query[0]);
    // The first key's results may wait for the indexes: a quiet spell while they download is
    // not the end, so wait for a result before waiting for the dialog to settle.
    await page.locator(RESULT_LINKS).first().waitFor({timeout: 60_000});
    await settle(page, PHONE_QUIET_MS);
    const firstResultsMs = await readTiming(page, `the first key of "${query}"`);

    const keystrokeMs: number[] = [];
    for (const key of query.slice(1)) {
      await armTiming(page);
      await page.keyboard.type(key);
      await settle(page, PHONE_QUIET_MS);
      keystrokeMs.push(await readTiming(page, `a key of "${query}"`));
    }
    // A run that ends without results timed nothing a reader waits for: it is reported, and misses the goal.
    const found = (await page.locator(RESULT_LINKS).count()) > 0;
    if (mainThread && page.workers().length > 0) throw new Error('the page started a worker although it had no Worker: the main-thread run measured the worker');
    return {query, pageLoadMs, firstResultsMs, keystrokeMs, transfers, found};
  } finally {
    await context.close();
  }
}

/** Index requests made before the page's load event, and, with Save-Data on, before the reader reached for the search. */
async function earlyIndexRequests(browser: Browser, url: string): Promise<{beforeLoad: number; saveDataBeforeIntent: number; saveDataAfterIntent: number}> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The search worker fetches the indexes: they are not in the page's own resource timeline,
    // so each request is timed as it leaves, against the page's load event.
    const requestedAt: number[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) requestedAt.push(Date.now());
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    const loadedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
    const beforeLoad = requestedAt.filter((at) => at < Math.floor(loadedAt)).length;

    const saving = await context.newPage();
    await saving.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
    const requested: string[] = [];
    saving.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) requested.push(request.url());
    });
    await saving.goto(url, {waitUntil: 'load'});
    await saving.waitForLoadState('networkidle');
    await saving.waitForTimeout(4000);
    const saveDataBeforeIntent = requested.length;
    await saving.locator(STAND_IN).click();
    await saving.locator(SEARCH_INPUT).waitFor();
    await saving.waitForLoadState('networkidle');
    return {beforeLoad, saveDataBeforeIntent, saveDataAfterIntent: requested.length};
  } finally {
    await context.close();
  }
}

/** The phone runs' timings against the goals, one line per run. */
function phoneFigures(runs: PhoneRun[]): void {
  const firstResults = runs.map((run) => run.firstResultsMs);
  const keystrokes = runs.flatMap((run) => run.keystrokeMs);
  const firstMedian = median(firstResults);
  const keystrokeMax = Math.max(...keystrokes);
  for (const run of runs) {
    const travelled = run.transfers.map((t) => `${t.url.match(INDEX_REQUEST)?.[1]} ${kb(t.bytes)} KB ${t.encoding}`).join(', ');
    console.log(
      `    "${run.query}": page loaded in ${Math.round(run.pageLoadMs)} ms; first key → first results ${Math.round(run.firstResultsMs)} ms; ` +
        `further keys ${run.keystrokeMs.map((ms) => Math.round(ms)).join(' ')} ms; indexes: ${travelled}${run.found ? '' : '; NO RESULTS for the whole query'}`,
    );
  }
  console.log(`    first keystroke → first results  median ${Math.round(firstMedian)} ms, max ${Math.round(Math.max(...firstResults))} ms  (${verdict(firstMedian <= GOALS.firstResultsMs && runs.every((run) => run.found))}: ≤ ${GOALS.firstResultsMs} ms, every query with results)`);
  console.log(`    each further keystroke            median ${Math.round(median(keystrokes))} ms, max ${Math.round(keystrokeMax)} ms  (${verdict(keystrokeMax <= GOALS.keystrokeMs)}: ≤ ${GOALS.keystrokeMs} ms)`);
}

const verdict = (met: boolean) => (met ? 'goal met' : 'GOAL MISSED');

// The targets on each held-out half, page by page (the first result on a page of an answer) and
// section by section: issue 46's for the first set, issue 51's for the second and third.
const HELD_OUT_GOALS: Record<string, {pageHitAt1?: number; sectionHitAt1?: number; hitAt8: number; mrr: number}> = {
  'reader-questions.json': {hitAt8: 0.95, mrr: 0.8},
  'reader-questions-2.json': {pageHitAt1: 0.8, sectionHitAt1: 0.7, hitAt8: 1, mrr: 0.85},
  'reader-questions-3.json': {pageHitAt1: 0.8, sectionHitAt1: 0.7, hitAt8: 1, mrr: 0.85},
};

type BrowserRanked = RankRow & {question: Question; urls: string[]};

/** Every question of every set typed into the open dialog, with its ranks (scripts/searchQuality.ts). */
async function rankQuestions(page: Page, input: Locator): Promise<BrowserRanked[]> {
  const ranked: BrowserRanked[] = [];
  for (const {file, question} of questions) {
    const urls = await resultsFor(page, input, question.query);
    ranked.push({file, half: question.half ?? '-', query: question.query, ...ranksOf(question, urls), question, urls});
  }
  return ranked;
}

/** The held-out goals of each set against its figures, one line per set. */
function goalLines(rows: RankRow[]): string[] {
  return Object.entries(HELD_OUT_GOALS).map(([file, goals]) => {
    const held = rows.filter((row) => row.file === file && row.half === 'held-out');
    const byPage = figures(held.map((row) => row.page));
    const bySection = figures(held.map((row) => row.section));
    const checks = [
      goals.pageHitAt1 !== undefined && `page hit@1 ≥ ${percent(goals.pageHitAt1)} (${verdict(byPage.hitAt1 >= goals.pageHitAt1)})`,
      goals.sectionHitAt1 !== undefined && `section hit@1 ≥ ${percent(goals.sectionHitAt1)} (${verdict(bySection.hitAt1 >= goals.sectionHitAt1)})`,
      `hit@8 ≥ ${percent(goals.hitAt8)} (${verdict(byPage.hitAt8 >= goals.hitAt8)})`,
      `MRR ≥ ${goals.mrr} (${verdict(byPage.mrr >= goals.mrr)})`,
    ].filter(Boolean);
    return `  ${file} held-out goals: ${checks.join(', ')}`;
  });
}

function indexSizes(wire: Map<string, IndexTransfer>): {lines: string[]; met: boolean} {
  const files = fs.readdirSync(buildDir).filter((file) => /^search-index-.+\.json$/.test(file));
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : NaN);
  let met = true;
  const lines = files.map((file) => {
    const full = path.join(buildDir, file);
    const tag = file.replace(/^search-index-|\.json$/g, '');
    const brotli = size(`${full}.br`);
    const baseline = BASELINE_BROTLI[tag];
    const goal = tag === DOCS_TAG ? DOCS_INDEX_GOAL : baseline && (baseline * DOCS_INDEX_GOAL) / BASELINE_BROTLI[DOCS_TAG];
    const travelled = wire.get(tag);
    const goalText = goal ? `  (${verdict(brotli <= goal)}: ≤ ${Math.round(goal)} B = ${kb(goal)} KB brotli)` : '';
    if (goal && !(brotli <= goal)) met = false;
    const wireText = travelled ? `, ${travelled.bytes} B as ${travelled.encoding} on the wire` : '  (not requested by the search box)';
    return `  ${tag.padEnd(22)} ${String(size(full)).padStart(8)} B raw ${String(size(`${full}.gz`)).padStart(7)} B gzip ${String(brotli).padStart(7)} B brotli${wireText}${goalText}`;
  });
  return {lines, met};
}

/** The front page of a site with its search box open and the indexes loaded. */
async function openSearch(browser: Browser, siteUrl: string): Promise<{page: Page; input: Locator}> {
  const page = await browser.newPage();
  await page.goto(`${siteUrl}/`);
  await page.locator(STAND_IN).click();
  const input = page.locator(SEARCH_INPUT);
  await input.waitFor();
  // A first search waits for the indexes; the figures below are for loaded indexes.
  await resultsFor(page, input, queries[0].query);
  return {page, input};
}

/** The other build's ranks of every question (--vs), served by nginx of its own. */
async function ranksOfOtherBuild(browser: Browser, otherDir: string): Promise<BrowserRanked[]> {
  const other = await serveBuild(otherDir);
  try {
    const {page, input} = await openSearch(browser, other.url);
    const ranked = await rankQuestions(page, input);
    await page.close();
    return ranked;
  } finally {
    await other.stop();
  }
}

async function main(): Promise<void> {
  // A build has its serving files and brotli and gzip copies from postbuild; another folder may not.
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const early = await earlyIndexRequests(browser, `${server.url}${PHONE_PAGE}`);

    const {page, input} = await openSearch(browser, server.url);
    console.log(`search benchmark: ${questions.length} questions of ${QUESTION_FILES.length} sets against ${path.relative(root, buildDir) || '.'} (nginx on ${server.url})\n`);
    const ranked = await rankQuestions(page, input);
    console.log('queries.json (page rank, expected → first result)');
    for (const row of ranked.filter((row) => row.file === 'queries.json')) {
      const {expected} = row.question;
      const wantedText = expected.length > 2 ? `${expected.slice(0, 2).join(', ')} (+${expected.length - 2})` : expected.join(', ');
      console.log(`${String(row.page || '-').padStart(4)}  ${row.query.padEnd(40)}${row.page === 1 ? '' : `${wantedText} → ${row.urls[0] ?? '(nothing)'}`}`);
    }
    console.log('\nreaders\' questions that miss (page rank, section rank; 0: not among the results)');
    for (const row of ranked.filter((row) => row.half !== '-' && (row.page !== 1 || row.section !== 1))) {
      console.log(`  ${row.file.padEnd(24)} ${row.half.padEnd(8)} ${(row.question.class ?? '').padEnd(11)} ${String(row.page).padStart(2)} ${String(row.section).padStart(2)}  ${row.query}  → ${row.urls[0] ?? '(nothing)'}`);
    }

    const latencies: number[] = [];
    for (const {query} of queries) latencies.push(await latencyFor(page, input, query));
    const longLatencies = new Map<string, number>();
    for (const [name, text] of Object.entries(LONG_INPUTS)) longLatencies.set(name, await latencyFor(page, input, text));
    await page.close();

    const runs: PhoneRun[] = [];
    const mainThreadRuns: PhoneRun[] = [];
    for (let run = 0; run < phoneRuns; run += 1) {
      runs.push(await phoneRun(browser, `${server.url}${PHONE_PAGE}`, PHONE_QUERIES[run % PHONE_QUERIES.length]));
      mainThreadRuns.push(await phoneRun(browser, `${server.url}${PHONE_PAGE}`, PHONE_QUERIES[run % PHONE_QUERIES.length], true));
    }

    const mine = ranked.filter((row) => row.file === 'queries.json');
    const {hitAt1, hitAt8, mrr} = figures(mine.map((row) => row.page));
    console.log('\nquality');
    console.log(`  queries.json hit@1 ${percent(hitAt1)} (${verdict(hitAt1 >= GOALS.hitAt1)}: ≥ ${percent(GOALS.hitAt1)}), hit@8 ${percent(hitAt8)} (${verdict(hitAt8 >= GOALS.hitAt8)}: ≥ ${percent(GOALS.hitAt8)}), MRR ${mrr.toFixed(3)} (${verdict(mrr >= GOALS.mrr)}: ≥ ${GOALS.mrr})`);
    for (const kind of [...new Set(mine.map((row) => row.question.class ?? 'original'))]) {
      const these = figures(mine.filter((row) => (row.question.class ?? 'original') === kind).map((row) => row.page));
      console.log(`    ${kind.padEnd(14)} ${String(these.count).padStart(3)} queries  hit@1 ${percent(these.hitAt1).padStart(6)}  hit@8 ${percent(these.hitAt8).padStart(6)}  MRR ${these.mrr.toFixed(3)}`);
    }
    console.log(`  this build (${path.basename(buildDir)}):`);
    for (const line of figureLines(ranked)) console.log(`    ${line}`);
    for (const line of goalLines(ranked)) console.log(line);
    if (args.vs) {
      const otherDir = path.resolve(args.vs);
      const other = await ranksOfOtherBuild(browser, otherDir);
      console.log(`  against ${path.basename(otherDir)}:`);
      for (const line of figureLines(other)) console.log(`    ${line}`);
      for (const line of goalLines(other)) console.log(line);
      const before = new Map(other.map((row) => [`${row.file}\t${row.query}`, row]));
      const moved = ranked
        .map((row) => ({row, was: before.get(`${row.file}\t${row.query}`)!}))
        .filter(({row, was}) => place(row.page) !== place(was.page) || place(row.section) !== place(was.section));
      const isLower = ({row, was}: (typeof moved)[number]) => place(row.page) > place(was.page) || place(row.section) > place(was.section);
      for (const change of moved) {
        console.log(`    ${isLower(change) ? 'lower ' : 'higher'}  ${change.row.file.padEnd(24)} ${change.row.half.padEnd(8)} ${change.was.page}/${change.was.section} → ${change.row.page}/${change.row.section}  ${change.row.query}`);
      }
      console.log(`  questions ranked lower than there (page or section): ${moved.filter(isLower).length}  (${verdict(!moved.some(isLower))}: none)`);
    }

    const medianMs = median(latencies);
    const maxMs = Math.max(...latencies);
    console.log('speed on a desktop (input → results shown, indexes loaded)');
    console.log(`  median ${medianMs.toFixed(1)} ms  (${verdict(medianMs <= GOALS.medianMs)}: ≤ ${GOALS.medianMs} ms)`);
    console.log(`  max    ${maxMs.toFixed(1)} ms  (${verdict(maxMs <= GOALS.maxMs)}: ≤ ${GOALS.maxMs} ms)`);
    for (const [name, ms] of longLatencies) console.log(`  ${name}: ${ms.toFixed(1)} ms  (${verdict(ms <= GOALS.maxMs)}: ≤ ${GOALS.maxMs} ms)`);

    console.log(`speed on a phone (Lighthouse mobile: ${PHONE.latencyMs} ms round trip, 1.6 Mbit/s down, CPU ${PHONE.cpuSlowdown}× slower), ${PHONE_PAGE}, empty cache`);
    console.log('  the search in its worker (the network slowed; Chromium cannot slow a worker\'s CPU)');
    phoneFigures(runs);
    console.log(`  the search on the main thread, slowed ${PHONE.cpuSlowdown}× (no Worker: the most a phone's worker takes)`);
    phoneFigures(mainThreadRuns);

    const wire = new Map(runs[0].transfers.map((t) => [t.url.match(INDEX_REQUEST)?.[1] ?? t.url, t]));
    const sizes = indexSizes(wire);
    console.log('index files (brotli and gzip as nginx serves them)');
    console.log(sizes.lines.join('\n'));
    const fetchedInTime = early.beforeLoad === 0 && early.saveDataBeforeIntent === 0 && early.saveDataAfterIntent > 0;
    console.log('when the indexes are fetched');
    console.log(`  index requests before the page's load event: ${early.beforeLoad}`);
    console.log(`  with Save-Data on: ${early.saveDataBeforeIntent} before the reader reaches for the search, ${early.saveDataAfterIntent} once the search is open  (${verdict(fetchedInTime)})`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
