#!/usr/bin/env node
// `npm run bench`: the figures behind the performance budgets, printed as tables.
//   1. cold production build: wall time and peak memory (sum of the build's process tree)
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
import path from 'node:path';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const buildDirArg = args.find((a) => a.startsWith('--build-dir='));
const buildDir = buildDirArg ? path.resolve(buildDirArg.slice('--build-dir='.length)) : path.join(root, 'build');
const skipBuild = args.includes('--skip-build') || Boolean(buildDirArg);
const pagesArg = args.find((a) => a.startsWith('--pages='));

// First load counts what travels over the wire as our nginx serves it: brotli for browsers that accept it.
const BUDGET = {buildSeconds: 30, firstLoadKB: 160};

const kb = (bytes) => (bytes / 1024).toFixed(1);

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.slice(1).forEach((r) => console.log(line(r)));
}

/** Resident memory of a process and all its descendants, from /proc (Linux only). */
function treeRssBytes(rootPid) {
  if (!fs.existsSync('/proc')) return 0;
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const vmRss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      rss.set(Number(entry), vmRss);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(child.pid));
  }, 100);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) {
    console.error(output);
    throw new Error('build failed');
  }
  return {seconds, peakMB: peak / 1024 / 1024};
}

function outputSize() {
  let bytes = 0;
  let files = 0;
  const byExt = new Map();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const size = fs.statSync(p).size;
        bytes += size;
        files += 1;
        const ext = path.extname(e.name) || '(none)';
        byExt.set(ext, (byExt.get(ext) ?? 0) + size);
      }
    }
  };
  walk(buildDir);
  return {bytes, files, byExt};
}

/** Bytes nginx sends for a URL's body with this Accept-Encoding (what travels over the wire, headers aside). */
const wireCache = new Map();
function wireBytes(url, acceptEncoding) {
  // Pages share most of their scripts: each URL and encoding is weighed once.
  const key = `${acceptEncoding} ${url}`;
  if (!wireCache.has(key)) wireCache.set(key, fetchWireBytes(url, acceptEncoding));
  return wireCache.get(key);
}

async function fetchWireBytes(url, acceptEncoding) {
  const {request} = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

async function firstLoad(pages) {
  const {chromium} = await import('@playwright/test');
  const {startNginx} = await import('./nginx-server.mjs');
  const {precompress} = await import('./precompress.mjs');
  // The browser options are TypeScript, shared with the e2e tests; jiti loads them on Node 20.
  const {chromiumLaunchOptions} = createJiti(import.meta.url)('../tests/e2e/support/browser.ts');
  await precompress(buildDir);
  // Served the way production serves it: our nginx, with its .br and .gz copies.
  const server = await startNginx({buildDir, echo: false});
  try {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const results = [];
    for (const route of pages) {
      const context = await browser.newContext();
      // Docusaurus skips link prefetching when the reader saves data: what remains is what the page itself needs.
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
      });
      const page = await context.newPage();
      const seen = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (['document', 'script', 'stylesheet'].includes(type) && res.status() === 200) seen.push({type, url: res.url()});
      });
      // The bundles load after the first paint (src/ssr/template.ts): on a busy machine the network can
      // be idle for a moment before they start, so wait until React has hydrated the page, then settle.
      await page.goto(`${server.url}${route}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await context.close();
      for (const load of seen) {
        load.raw = await wireBytes(load.url, 'identity');
        load.gzip = await wireBytes(load.url, 'gzip');
        load.brotli = await wireBytes(load.url, 'br, gzip');
      }
      const sum = (type, key) => seen.filter((s) => !type || s.type === type).reduce((a, s) => a + s[key], 0);
      results.push({
        route,
        requests: seen.length,
        html: sum('document', 'brotli'),
        js: sum('script', 'brotli'),
        css: sum('stylesheet', 'brotli'),
        raw: sum(null, 'raw'),
        gzip: sum(null, 'gzip'),
        brotli: sum(null, 'brotli'),
        files: seen.map((s) => ({url: s.url.slice(server.url.length), type: s.type, brotli: s.brotli})),
      });
    }
    await browser.close();
    return results;
  } finally {
    await server.stop();
  }
}

const rows = [['figure', 'value', 'budget', 'ok']];
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
const {sitemapRoutes} = createJiti(import.meta.url)('../tests/e2e/support/sitemap.ts');
const PAGES = pagesArg ? pagesArg.slice('--pages='.length).split(',') : sitemapRoutes(buildDir);
console.log(`\nFirst load per page (${PAGES.length} ${pagesArg ? 'pages' : 'sitemap routes'}): HTML + JS + CSS before interactive, KB over the wire from our nginx (HTML/JS/CSS columns brotli)`);
const loads = await firstLoad(PAGES);
const overBudget = (l) => l.brotli / 1024 > BUDGET.firstLoadKB;
const loadRow = (l) => [l.route, l.requests, kb(l.html), kb(l.js), kb(l.css), kb(l.raw), kb(l.gzip), kb(l.brotli), overBudget(l) ? 'NO' : 'yes'];
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

const extra = args.includes('--first-load-only') ? [] : ['bench-load.mjs', 'bench-lighthouse.mjs'].filter((f) => fs.existsSync(path.join(root, 'scripts', f)));
for (const script of extra) {
  console.log(`\n${script}`);
  spawnSync('node', [path.join('scripts', script)], {cwd: root, stdio: 'inherit'});
}
