// `npm run bench:search [-- --dir build --queries tests/search/queries.json]`: the search quality
// and speed benchmark. Serves the built site (`docusaurus serve`) on a free loopback port, drives the
// real search box in Chromium, and for every query of the query file prints the rank of the first
// result on one of the expected pages; then hit@1, hit@8 and MRR, the time from the input to the
// results being shown (median and max, index loaded), the index sizes per tag, and whether any index
// was fetched before the search box got focus.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium, type Locator, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/e2e/support/browser';

type BenchQuery = {query: string; expected: string[]; why?: string};
type Timing = {start: number; shownAt: number | null};

const GOALS = {hitAt8: 0.95, mrr: 0.85, medianMs: 30, maxMs: 100};
const RESULT_LINKS = '.aa-DetachedOverlay .aa-Item a.aa-ItemLink';
// The panel counts as settled when nothing in the dialog changed for this long.
const QUIET_MS = 250;
const SETTLE_TIMEOUT_MS = 5000;

const root = path.resolve(__dirname, '..');
const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: process.env.BUILD_DIR ?? 'build'},
    queries: {type: 'string', default: 'tests/search/queries.json'},
  },
});
const buildDir = path.resolve(root, args.dir ?? 'build');
const queries = JSON.parse(fs.readFileSync(path.resolve(root, args.queries ?? ''), 'utf8')) as BenchQuery[];

/** A route without #anchor, query or trailing slash. */
const routeOf = (url: string) => new URL(url, 'http://site').pathname.replace(/\/+$/, '') || '/';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function serve(port: number): Promise<ChildProcess> {
  const server = spawn('npx', ['docusaurus', 'serve', '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop(server);
  throw new Error(`docusaurus serve did not answer on port ${port}`);
}

/** Stops `npx docusaurus serve` and its children (they share the process group). */
function stop(server: ChildProcess): void {
  if (!server.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Resolves once nothing in the search dialog changed for QUIET_MS. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    ([quietMs, timeoutMs]) =>
      new Promise<void>((resolve) => {
        const dialog = document.querySelector('.aa-DetachedOverlay') ?? document.body;
        let quiet = setTimeout(done, quietMs);
        const giveUp = setTimeout(done, timeoutMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(dialog, {subtree: true, childList: true, attributes: true, characterData: true});
        function done() {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(giveUp);
          resolve();
        }
      }),
    [QUIET_MS, SETTLE_TIMEOUT_MS],
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

/**
 * Enters the whole query at once into the empty box and measures from that input event to the
 * moment the dialog first shows what it finally shows (the results, or the message) for it.
 */
async function latencyFor(page: Page, input: Locator, query: string): Promise<number> {
  await clear(page, input);
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
        timing.shownAt = snapshots.find(([, text]) => text === final)?.[0] ?? null;
        return timing;
      },
    });
  });
  await page.keyboard.insertText(query);
  await settle(page);
  const timing = await page.evaluate(() => (window as unknown as {benchTiming: () => Timing}).benchTiming());
  if (timing.shownAt === null) throw new Error(`no results were rendered for "${query}"`);
  return timing.shownAt - timing.start;
}

function indexSizes(loadedTags: Set<string>): string[] {
  const files = fs.readdirSync(buildDir).filter((file) => /^search-index-.+\.json$/.test(file));
  let raw = 0;
  let gzip = 0;
  const lines = files.map((file) => {
    const content = fs.readFileSync(path.join(buildDir, file));
    const tag = file.replace(/^search-index-|\.json$/g, '');
    const compressed = zlib.gzipSync(content, {level: 9}).length;
    const loaded = loadedTags.has(tag);
    if (loaded) {
      raw += content.length;
      gzip += compressed;
    }
    return `  ${tag.padEnd(24)} ${String(content.length).padStart(9)} B raw ${String(compressed).padStart(8)} B gzip${loaded ? '' : '  (never requested by the search box)'}`;
  });
  return [...lines, `  ${'loaded by the search box'.padEnd(24)} ${String(raw).padStart(9)} B raw ${String(gzip).padStart(8)} B gzip`];
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const verdict = (met: boolean) => (met ? 'goal met' : 'GOAL MISSED');

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`no build in ${buildDir}; run npm run build first`);
  const port = await freePort();
  const server = await serve(port);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index-[^/]+\.json$/.test(request.url())) indexRequests.push(request.url());
    });
    await page.goto(`http://127.0.0.1:${port}/`);

    // Hovering loads the search code, but the indexes must wait for the focus.
    const standIn = page.locator('nav.navbar button[data-ready]');
    await standIn.hover();
    await page.locator('nav.navbar .aa-DetachedSearchButton').waitFor();
    const requestedBeforeFocus = indexRequests.length;

    await page.locator('nav.navbar .aa-DetachedSearchButton').click();
    const input = page.locator('.aa-DetachedOverlay input.aa-Input');
    await input.waitFor();
    // A first search waits for the indexes; the timings below are for a loaded index.
    await resultsFor(page, input, queries[0].query);

    console.log(`search benchmark: ${queries.length} queries against ${path.relative(root, buildDir) || '.'} (served on port ${port})\n`);
    console.log('rank  query                                   expected → first result');
    const ranks: number[] = [];
    for (const {query, expected} of queries) {
      const urls = await resultsFor(page, input, query);
      const wanted = new Set(expected.map(routeOf));
      const rank = urls.findIndex((url) => wanted.has(routeOf(url))) + 1;
      ranks.push(rank);
      const wantedText = expected.length > 2 ? `${expected.slice(0, 2).join(', ')} (+${expected.length - 2})` : expected.join(', ');
      const shown = rank === 1 ? '' : `${wantedText} → ${urls[0] ?? '(nothing)'}`;
      console.log(`${String(rank || '-').padStart(4)}  ${query.padEnd(40)}${shown}`);
    }

    const latencies: number[] = [];
    for (const {query} of queries) latencies.push(await latencyFor(page, input, query));

    const hitAt1 = ranks.filter((rank) => rank === 1).length / ranks.length;
    const hitAt8 = ranks.filter((rank) => rank >= 1 && rank <= 8).length / ranks.length;
    const mrr = ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
    const medianMs = median(latencies);
    const maxMs = Math.max(...latencies);
    const loadedTags = new Set(indexRequests.map((url) => url.replace(/^.*\/search-index-|\.json$/g, '')));

    console.log('\nquality');
    console.log(`  hit@1  ${percent(hitAt1)}`);
    console.log(`  hit@8  ${percent(hitAt8)}  (${verdict(hitAt8 >= GOALS.hitAt8)}: ≥ ${percent(GOALS.hitAt8)})`);
    console.log(`  MRR    ${mrr.toFixed(3)}  (${verdict(mrr >= GOALS.mrr)}: ≥ ${GOALS.mrr})`);
    console.log('speed (input → results shown, index loaded)');
    console.log(`  median ${medianMs.toFixed(1)} ms  (${verdict(medianMs <= GOALS.medianMs)}: ≤ ${GOALS.medianMs} ms)`);
    console.log(`  max    ${maxMs.toFixed(1)} ms  (${verdict(maxMs <= GOALS.maxMs)}: ≤ ${GOALS.maxMs} ms)`);
    console.log('index files');
    console.log(indexSizes(loadedTags).join('\n'));
    console.log(`index requests before the search box had focus: ${requestedBeforeFocus}`);
  } finally {
    await browser.close();
    stop(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
