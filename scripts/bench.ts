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
// and the brotli bytes of each file it loaded. --patches weighs the framework patches instead: one build
// with every patch on and one with each measured patch off (src/frameworkPatches), the first load of
// a few sample pages each, written to src/frameworkPatches/measured.json and the README's table;
// --only=a,b weighs those patches alone and keeps the others' figures while the all-on build weighs
// the same as theirs did (bytes do not vary from run to run), so the bench can run in parts.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {request} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {serveBuild} from '../deploy/nginxServer';
import {sitemapRoutes} from '../lib/sitemap';
import {chromiumLaunchOptions} from '../lib/chromium';
import {filesUnder} from '../lib/files';
import {kb} from '../lib/medianAndKb';
import {buildFolder, repoRoot as root} from '../lib/root';
import {FRAMEWORK_PATCHES, PATCH_IDS, type PatchId} from '../src/frameworkPatches';
import {PATCHES_OFF_VARIABLE} from '../src/frameworkPatches/switch';
import {patchesTable, withPatchesTable, type PatchMeasurements} from '../src/frameworkPatches/table';

// The pages the patches are weighed on: the front page, the heaviest docs page, the blog list and a post.
const PATCH_SAMPLE_PAGES = ['/', '/docs/hooks/notification-webhook', '/blog', '/blog/2020/09/08/blinmaker'];

const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'first-load-only': {type: 'boolean', default: false},
    'build-dir': {type: 'string'},
    pages: {type: 'string'},
    patches: {type: 'boolean', default: false},
    only: {type: 'string'},
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

async function firstLoad(pages: string[], dir = buildDir): Promise<FirstLoad[]> {
  // Served the way production serves it: our nginx, with its .br and .gz copies.
  const server = await serveBuild(dir);
  try {
    // The same browser options as the e2e tests (lib/chromium.ts).
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

/** A production build into `outDir` with the named framework patches off; throws with the build's output when it fails. */
function buildWithPatchesOff(outDir: string, off: PatchId[]): void {
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The site config turns the bundler's persistent cache off whenever a patch is off.
    env: {...process.env, [PATCHES_OFF_VARIABLE]: off.join(',')},
  });
  if (run.status !== 0) throw new Error(`the build with ${off.join(', ') || 'every patch on'} failed:\n${run.stdout}\n${run.stderr}`);
}

/** The first load of the sample pages with every patch on, then with each measured patch off; writes measured.json and the README's table. */
async function measurePatches(): Promise<void> {
  const only = args.only?.split(',').filter(Boolean);
  for (const id of only ?? []) if (!FRAMEWORK_PATCHES[id as PatchId]?.measuredBy) throw new Error(`--only: ${id} is no byte-saving patch of src/frameworkPatches`);
  const ids = PATCH_IDS.filter((id) => FRAMEWORK_PATCHES[id].measuredBy && (!only || only.includes(id)));
  const pages = args.pages ? args.pages.split(',') : PATCH_SAMPLE_PAGES;
  const measuredFile = path.join(root, 'src/frameworkPatches/measured.json');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-bench-'));
  const weigh = async (off: PatchId[]): Promise<Record<string, number>> => {
    const outDir = path.join(tmp, off.join('-') || 'all-on');
    console.log(`build with ${off.length ? `${off.join(', ')} off` : 'every patch on'}...`);
    buildWithPatchesOff(outDir, off);
    const loads = await firstLoad(pages, outDir);
    fs.rmSync(outDir, {recursive: true, force: true});
    return Object.fromEntries(loads.map((load) => [load.route, load.brotli]));
  };
  try {
    const allOn = await weigh([]);
    const earlier = JSON.parse(fs.readFileSync(measuredFile, 'utf8')) as PatchMeasurements;
    const sameBuild = only && pages.every((page) => earlier.allOn[page] === allOn[page]) && earlier.pages.length === pages.length;
    if (only && !sameBuild) console.log('the all-on build weighs otherwise than the one measured.json was made with: its figures are dropped');
    const off: Partial<Record<PatchId, Record<string, number>>> = sameBuild ? {...earlier.off} : {};
    const docusaurus = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string}).version;
    const readme = path.join(root, 'README.md');
    // Written after each patch, so that a run cut short keeps what it weighed.
    const write = () => {
      const measured: PatchMeasurements = {docusaurus, pages, allOn, off};
      fs.writeFileSync(measuredFile, `${JSON.stringify(measured, null, 2)}\n`);
      fs.writeFileSync(readme, withPatchesTable(fs.readFileSync(readme, 'utf8'), patchesTable(measured)));
    };
    for (const id of ids) {
      try {
        off[id] = await weigh([id]);
        write();
      } catch (error) {
        console.error(`${id} not measured: ${(error as Error).message.slice(0, 2000)}`);
      }
    }
    write();
    console.log(`\nFirst load with each patch off, KB brotli more than with every patch on (${Object.keys(allOn).join(', ')})`);
    table([['patch', ...pages], ...ids.filter((id) => off[id]).map((id) => [id, ...pages.map((page) => kb(off[id]![page] - allOn[page]))])]);
    console.log('\nwrote src/frameworkPatches/measured.json and the README table');
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  if (args.patches) return measurePatches();
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
  const extra = args['first-load-only'] ? [] : ['benchLoad.ts', 'benchLighthouse.ts'].filter((f) => fs.existsSync(path.join(root, 'scripts', f)));
  for (const script of extra) {
    console.log(`\n${script}`);
    spawnSync('npx', ['jiti', path.join('scripts', script)], {cwd: root, stdio: 'inherit'});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
