#!/usr/bin/env node
// `npm test`: every suite in order, then one summary line "N passed, N failed".
// A failing suite does not stop the later ones (except that the browser suites need a build).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {playwrightCounts, playwrightFailures} from './playwright-results.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, 'test-results');
fs.rmSync(results, {recursive: true, force: true});
fs.mkdirSync(results, {recursive: true});

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
};

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}}).status === 0;

// Names of the failed tests, printed again just above the summary so the end of a log says which.
const failures = [];

/** A Playwright suite against the production build; its config writes test-results/<name>.json. */
const playwrightSuite = (name, config) => {
  if (!fs.existsSync(path.join(root, 'build/index.html'))) return [0, 1];
  const report = path.join(results, `${name}.json`);
  const ok = run('npx', ['playwright', 'test', '-c', config]);
  const counts = playwrightCounts(report, ok);
  if (counts[1]) failures.push(...playwrightFailures(report).map((f) => `${name}: ${f}`));
  return counts;
};

// Each suite returns [passed, failed].
const suites = [
  ['type check', () => (run('npx', ['tsc', '--noEmit']) ? [1, 0] : [0, 1])],
  ['lint', () => (run('npx', ['eslint', '.']) ? [1, 0] : [0, 1])],
  ['content check', () => (run('node', ['scripts/check-content.mjs']) ? [1, 0] : [0, 1])],
  [
    'unit tests',
    () => {
      const ok = run('npx', ['vitest', 'run']);
      const report = readJson('unit.json');
      if (!report) return [0, 1];
      for (const file of report.testResults ?? []) {
        for (const t of file.assertionResults ?? []) {
          if (t.status === 'failed') failures.push(`unit: ${path.relative(root, file.name)} › ${t.fullName}`);
        }
      }
      return [report.numPassedTests, report.numFailedTests + (ok || report.numFailedTests ? 0 : 1)];
    },
  ],
  [
    'production build',
    () => {
      run('node', ['scripts/check-build.mjs']);
      const report = readJson('build.json');
      failures.push(...(report?.failures ?? []).map((f) => `build: ${f}`));
      return report ? [report.passed, report.failed] : [0, 1];
    },
  ],
  ['end-to-end tests', () => playwrightSuite('e2e', 'playwright.config.ts')],
  ['layout tests', () => playwrightSuite('layout', 'playwright.layout.config.ts')],
  ['screenshot tests', () => playwrightSuite('visual', 'playwright.visual.config.ts')],
  [
    'nginx',
    () => {
      if (!fs.existsSync(path.join(root, 'build/index.html'))) return [0, 1];
      run('node', ['scripts/test-nginx.mjs']);
      const report = readJson('nginx.json');
      failures.push(...(report?.failures ?? []).map((f) => `nginx: ${f}`));
      return report ? [report.passed, report.failed] : [0, 1];
    },
  ],
];

/** Minutes and seconds, e.g. "4 min 07 s". */
const wallTime = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

let passed = 0;
let failed = 0;
const summary = [];
const started = Date.now();
for (const [name, suite] of suites) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const [p, f] = suite();
  passed += p;
  failed += f;
  summary.push(`${name}: ${p} passed, ${f} failed (${wallTime(Date.now() - t0)})`);
}
summary.push(`all suites: ${wallTime(Date.now() - started)}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
