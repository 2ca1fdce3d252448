#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, the default) against the build
// served brotli-compressed (as Chromium asks for it) by the production nginx configuration on loopback, three runs
// per page, median score per category. Goals: performance >= 95, accessibility, best
// practices and SEO 100. Writes bench-results/lighthouse.json. Options: --runs N, --pages /a,/b
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import createJiti from 'jiti';
import {defaultBuildDir, generateHeaders} from './generate-headers.mjs';
import {startNginx} from './nginx-server.mjs';
import {precompress} from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    pages: {type: 'string', default: '/,/docs/getting-started/installation,/blog,/docs/scanners/nmap'},
  },
});
const RUNS = Number(values.runs);
const PAGES = values.pages.split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};

// The same browser as the e2e tests (system Chromium when present, else chrome-launcher's search).
const {systemChromium, CHROMIUM_ARGS} = createJiti(fileURLToPath(import.meta.url))('../tests/e2e/support/browser.ts');
const chromePath = systemChromium();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const buildDir = defaultBuildDir();
generateHeaders({buildDir, nginxDir: null});
await precompress(buildDir);
const server = await startNginx({buildDir, echo: false});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.url}${page}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES});
      const {categories, audits} = result.lhr;
      runs.push({
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // Audits that cost points: weighted in one of our categories and not passed.
        failing: CATEGORIES.flatMap((c) => categories[c].auditRefs)
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
          .map((ref) => ref.id),
      });
    }
    rows.push({
      page,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench-results/lighthouse.json'), JSON.stringify(rows, null, 2));

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'goals'];
const table = [
  header,
  ...rows.map((r) => [
    r.page,
    r.performance,
    r.accessibility,
    r['best-practices'],
    r.seo,
    Math.round(r.lcp),
    Math.round(r.tbt),
    r.cls.toFixed(3),
    CATEGORIES.every((c) => r[c] >= GOALS[c]) ? 'met' : 'NOT met',
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
console.log(`Lighthouse, mobile preset, median of ${RUNS}, served by nginx with brotli`);
for (const [i, row] of table.entries()) {
  console.log(row.map((c, j) => (j === 0 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
for (const r of rows) if (r.failing.length) console.log(`  ${r.page}: failing audits: ${r.failing.join(', ')}`);
