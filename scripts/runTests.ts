// `npm test`: runs the npm scripts named on the command line in order, each to its end whatever
// the one before did, then prints one line per suite and "N passed, N failed" over all of them.
//
//   jiti scripts/runTests.ts typecheck lint check:content test:unit test:build test:browser
//
// A script counts one test, passed or failed by its exit code, unless it writes a report into
// test-results/ (REPORTS below): then its report's tests count. Two report formats: Vitest's JSON
// (the unit tests and the build checks) and Playwright's (the browser suites).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot as root} from '../lib/root';
import {playwrightResults, vitestResult, type SuiteResult} from '../lib/testReports';

const results = path.join(root, 'test-results');

/** The suites of the scripts that write a report; their label in the summary. */
const REPORTS: Record<string, (ok: boolean) => SuiteResult[]> = {
  'test:unit': (ok) => [vitestResult('unit tests', path.join(results, 'unit.json'), ok, root)],
  'test:build': (ok) => [vitestResult('production build', path.join(results, 'build.json'), ok, root)],
  'test:browser': (ok) =>
    playwrightResults(
      path.join(results, 'browser.json'),
      ok,
      [
        ['e2e', 'end-to-end tests'],
        ['layout', 'layout tests'],
        ['visual', 'screenshot tests'],
        ['nginx', 'nginx'],
        ['nginx-e2e', 'end-to-end tests through nginx'],
        ['mcp', 'MCP server tests'],
      ],
      'browser tests',
    ),
};
const LABELS: Record<string, string> = {typecheck: 'type check', lint: 'lint', 'check:content': 'content check'};

/** Minutes and seconds, e.g. "4 min 07 s". */
const wallTime = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('name the npm scripts to run, e.g. jiti scripts/runTests.ts typecheck test:unit');
  process.exit(2);
}
fs.rmSync(results, {recursive: true, force: true});
fs.mkdirSync(results, {recursive: true});

const suites: SuiteResult[] = [];
const lines: string[] = [];
const started = Date.now();
for (const script of scripts) {
  console.log(`\n=== npm run ${script} ===`);
  const t0 = Date.now();
  const ok = spawnSync('npm', ['run', '--silent', script], {cwd: root, stdio: 'inherit'}).status === 0;
  const these = REPORTS[script]?.(ok) ?? [{name: LABELS[script] ?? script, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: ok ? [] : [`${script}: failed`]}];
  suites.push(...these);
  const time = wallTime(Date.now() - t0);
  const counts = these.map(({name, passed, failed}) => `${name}: ${passed} passed, ${failed} failed`);
  // One suite: its time on its line; several (the browser projects run side by side): their time after them.
  if (counts.length === 1) lines.push(`${counts[0]} (${time})`);
  else lines.push(...counts, `  (npm run ${script}: ${time})`);
}
lines.push(`all suites: ${wallTime(Date.now() - started)}`);

const failures = suites.flatMap((suite) => suite.failures);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
