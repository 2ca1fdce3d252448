// The suites' reports in test-results/, read into the "N passed, N failed" summary and the names
// of the tests that did not pass, for the end of a CI log.
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

export type SuiteResult = {name: string; passed: number; failed: number; failures: string[]};

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const firstLines = (message: string): string =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6)
    .join(' | ');

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {name: string; assertionResults?: {status: string; fullName: string}[]}[];
};

/** Vitest's JSON report; a failed run without a failing test counts one failure. */
export function vitestResult(name: string, file: string, runSucceeded: boolean, root: string): SuiteResult {
  const report = readJson<VitestReport>(file);
  if (!report) return {name, passed: 0, failed: 1, failures: [`${name}: no report was written`]};
  const failures = (report.testResults ?? []).flatMap((result) =>
    (result.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${name}: ${path.relative(root, result.name)} › ${t.fullName}`),
  );
  const extra = runSucceeded || report.numFailedTests ? 0 : 1;
  return {name, passed: report.numPassedTests, failed: report.numFailedTests + extra, failures};
}

type PlaywrightSuite = {
  title?: string;
  specs?: {title: string; tests?: {projectName: string; status: string; results?: {error?: {message?: string}}[]}[]}[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {suites?: PlaywrightSuite[]; errors?: {message?: string}[]};

/** Playwright's JSON report, one result per [project, label]; a skip fails, as does an error outside any test (under `whole`). */
export function playwrightResults(file: string, runSucceeded: boolean, projects: [string, string][], whole: string): SuiteResult[] {
  const report = readJson<PlaywrightReport>(file);
  if (!report) return [{name: whole, passed: 0, failed: 1, failures: [`${whole}: no report was written`]}];
  const results = new Map(projects.map(([project, name]) => [project, {name, passed: 0, failed: 0, failures: [] as string[]}]));
  const other: SuiteResult = {name: whole, passed: 0, failed: 0, failures: []};
  const walk = (suite: PlaywrightSuite, titles: string[]): void => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const result = results.get(test.projectName) ?? other;
        if (test.status === 'expected' || test.status === 'flaky') {
          result.passed += 1;
          continue;
        }
        result.failed += 1;
        const message = test.results?.at(-1)?.error?.message ?? (test.status === 'skipped' ? 'skipped' : 'failed');
        result.failures.push(`${result.name}: ${[...here, spec.title].join(' › ')}: ${firstLines(message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    other.failed += 1;
    other.failures.push(`${whole}: ${firstLines(error.message ?? 'error')}`);
  }
  const counted = [...results.values()].reduce((sum, r) => sum + r.failed, 0) + other.failed;
  if (!runSucceeded && counted === 0) {
    other.failed += 1;
    other.failures.push(`${whole}: the run failed without a failing test`);
  }
  const lines = [...results.values()];
  if (other.passed + other.failed > 0) lines.push(other);
  return lines;
}
