// `npm run bench`: the figures behind the performance budgets, printed as tables.
//   1. cold production build: wall time and peak memory (sum of the build's process tree), as on a
//      fresh clone: without build/, .docusaurus/, node_modules/.cache and the transpiled-config
//      cache that Docusaurus's jiti keeps in the temporary folder
//   2. output size of build/
//   3. first-load weight per page: HTML + JS + CSS the page loads before it is interactive,
//      found in Chromium with prefetching off, weighed as our nginx sends them (raw, gzip, brotli)
// Budgets are reported, not enforced: timing belongs here, not in tests.
// Options: --skip-build (measure the existing build/), --pages=/a,/b (default: every route of the sitemap),
// --first-load-only (skip the load test and Lighthouse), --build-dir=path (weigh another build folder,
// e.g. an older commit's, for a before/after; implies --skip-build); BENCH_JSON=file also writes every page's figures
// and the brotli bytes of each file it loaded.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {request} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {serveBuild} from '../deploy/nginx-server';
import {sitemapRoutes} from '../lib/sitemap';
import {chromiumLaunchOptions} from '../lib/browser';
import {filesUnder} from '../lib/files';
import {kb} from '../lib/figures';
import {buildFolder, repoRoot as root} from '../lib/root';

const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'first-load-only': {type: 'boolean', default: false},
    'build-dir': {type: 'string'},
    pages: {type: 'string'},
  },
});
const buildDir = args['build-dir'] ? path.resolve(args['build-dir']) : buildFolder();
const skipBuild = args['skip-build'] || Boolean(args['build-dir']);

// First load counts what travels over the wire as our nginx serves it: brotli for browsers that accept it.
const BUDGET = {buildSeconds: 30, firstLoadKB: 160};

type Cell = string | number;
type LoadType = 'document' | 'script' | 'stylesheet';
/** A file the page loaded, and the bytes nginx sends for it raw, gzipped and brotli-compressed. */
type Loaded = {type: LoadType; url: string; raw: number; gzip: number; brotli: number};
/** The first load of one page; `files` are what BENCH_JSON gets of each loaded file. */
type FirstLoad = {
  route: string;
  requests: number;
  html: number;
  js: number;
  css: number;
  raw: number;
  gzip: number;
  brotli: number;
  files: {url: string; type: LoadType; brotli: number}[];
};

const LOAD_TYPES: readonly string[] = ['document', 'script', 'stylesheet'] satisfies LoadType[];
const isLoadType = (type: string): type is LoadType => LOAD_TYPES.includes(type);


function table(rows: Cell[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r: Cell[]): string => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.slice(1).forEach((r) => console.log(line(r)));
}

/** Resident memory of a process and all its descendants, from /proc (Linux only). */
function treeRssBytes(rootPid: number | undefined): number {
  if (rootPid === undefined || !fs.existsSync('/proc')) return 0;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const vmRss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      rss.set(Number(entry), vmRss);
      const siblings = children.get(ppid) ?? [];
      siblings.push(Number(entry));
      children.set(ppid, siblings);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function coldBuild(): Promise<{seconds: number; peakMB: number}> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  // Docusaurus loads the site config with jiti 1, which caches what it transpiled in
  // $TMPDIR/node-jiti: a temporary folder of its own gives the build a fresh machine's empty one.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-build-'));
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, TMPDIR: tmp}});
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(child.pid));
  }, 100);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.rmSync(tmp, {recursive: true, force: true});
  if (code !== 0) {
    console.error(output);
    throw new Error('build failed');
  }
  return {seconds, peakMB: peak / 1024 / 1024};
}

function outputSize(): {bytes: number; files: number; byExt: Map<string, number>} {
  let bytes = 0;
  let files = 0;
  const byExt = new Map<string, number>();
  for (const file of filesUnder(buildDir)) {
    const size = fs.statSync(file).size;
    bytes += size;
    files += 1;
    const ext = path.extname(file) || '(none)';
    byExt.set(ext, (byExt.get(ext) ?? 0) + size);
  }
  return {bytes, files, byExt};
}

/** Bytes nginx sends for a URL's body with this Accept-Encoding (what travels over the wire, headers aside). */
const wireCache = new Map<string, Promise<number>>();
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  // Pages share most of their scripts: each URL and encoding is weighed once.
  const key = `${acceptEncoding} ${url}`;
  let bytes = wireCache.get(key);
  if (!bytes) {
    bytes = fetchWireBytes(url, acceptEncoding);
    wireCache.set(key, bytes);
  }
  return bytes;
}

function fetchWireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

async function firstLoad(pages: string[]): Promise<FirstLoad[]> {
  // Served the way production serves it: our nginx, with its .br and .gz copies.
  const server = await serveBuild(buildDir);
  try {
    // The same browser options as the e2e tests (lib/browser.ts).
    const browser = await chromium.launch(chromiumLaunchOptions());
    const results: FirstLoad[] = [];
    for (const route of pages) {
      const context = await browser.newContext();
      // Docusaurus skips link prefetching when the reader saves data: what remains is what the page itself needs.
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
      });
      const page = await context.newPage();
      const seen: {type: LoadType; url: string}[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (isLoadType(type) && res.status() === 200) seen.push({type, url: res.url()});
      });
      // The bundles load after the first paint (src/ssr/template.ts): on a busy machine the network can
      // be idle for a moment before they start, so wait until React has hydrated the page, then settle.
      await page.goto(`${server.url}${route}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await context.close();
      const loaded: Loaded[] = [];
      for (const load of seen) {
        const raw = await wireBytes(load.url, 'identity');
        const gzip = await wireBytes(load.url, 'gzip');
        const brotli = await wireBytes(load.url, 'br, gzip');
        loaded.push({...load, raw, gzip, brotli});
      }
      const sum = (type: LoadType | null, key: 'raw' | 'gzip' | 'brotli'): number =>
        loaded.filter((s) => !type || s.type === type).reduce((a, s) => a + s[key], 0);
      results.push({
        route,
        requests: loaded.length,
        html: sum('document', 'brotli'),
        js: sum('script', 'brotli'),
        css: sum('stylesheet', 'brotli'),
        raw: sum(null, 'raw'),
        gzip: sum(null, 'gzip'),
        brotli: sum(null, 'brotli'),
        files: loaded.map((s) => ({url: s.url.slice(server.url.length), type: s.type, brotli: s.brotli})),
      });
    }
    await browser.close();
    return results;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rows: Cell[][] = [['figure', 'value', 'budget', 'ok']];
  if (!skipBuild) {
    console.log('Cold production build (build/, .docusaurus/ and caches removed)...');
    const build = await coldBuild();
    rows.push(['cold build time (s)', build.seconds.toFixed(1), `<= ${BUDGET.buildSeconds}`, build.seconds <= BUDGET.buildSeconds ? 'yes' : 'NO']);
    rows.push(['build peak memory (MB, process tree)', build.peakMB.toFixed(0), '-', '-']);
  }
  const size = outputSize();
  rows.push(['output size (MB)', (size.bytes / 1024 / 1024).toFixed(2), '-', '-']);
  rows.push(['output files', size.files, '-', '-']);
  console.log('\nBuild');
  table(rows);

  console.log('\nOutput by file type (KB)');
  table([
    ['type', 'KB'],
    ...[...size.byExt.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([ext, bytes]) => [ext, kb(bytes)]),
  ]);

  // Every route of the built sitemap: a budget holds on every page readers can land on, not on a sample.
  const PAGES = args.pages ? args.pages.split(',') : sitemapRoutes(buildDir);
  console.log(`\nFirst load per page (${PAGES.length} ${args.pages ? 'pages' : 'sitemap routes'}): HTML + JS + CSS before interactive, KB over the wire from our nginx (HTML/JS/CSS columns brotli)`);
  const loads = await firstLoad(PAGES);
  const overBudget = (l: FirstLoad): boolean => l.brotli / 1024 > BUDGET.firstLoadKB;
  const loadRow = (l: FirstLoad): Cell[] => [l.route, l.requests, kb(l.html), kb(l.js), kb(l.css), kb(l.raw), kb(l.gzip), kb(l.brotli), overBudget(l) ? 'NO' : 'yes'];
  const header = ['page', 'requests', 'HTML', 'JS', 'CSS', 'total raw', 'total gzip', 'total brotli', `budget ${BUDGET.firstLoadKB} (brotli)`];
  const heaviest = [...loads].sort((a, b) => b.brotli - a.brotli);
  if (loads.length <= 12) table([header, ...loads.map(loadRow)]);
  else {
    console.log('The ten heaviest:');
    table([header, ...heaviest.slice(0, 10).map(loadRow)]);
  }
  const missing = heaviest.filter(overBudget);
  console.log(`\nmaximum ${kb(heaviest[0].brotli)} KB brotli (${heaviest[0].route}); median ${kb(heaviest[Math.floor(heaviest.length / 2)].brotli)} KB`);
  console.log(
    missing.length
      ? `${missing.length} of ${loads.length} pages miss the budget of ${BUDGET.firstLoadKB} KB: ${missing.map((l) => `${l.route} (${kb(l.brotli)})`).join(', ')}`
      : `every one of the ${loads.length} pages is within the budget of ${BUDGET.firstLoadKB} KB`,
  );
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(loads, null, 2));

  // The load test and Lighthouse run in their own processes, through jiti as `npm run bench:load` and
  // `npm run bench:lighthouse` run them.
  const extra = args['first-load-only'] ? [] : ['bench-load.ts', 'bench-lighthouse.ts'].filter((f) => fs.existsSync(path.join(root, 'scripts', f)));
  for (const script of extra) {
    console.log(`\n${script}`);
    spawnSync('npx', ['jiti', path.join('scripts', script)], {cwd: root, stdio: 'inherit'});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
