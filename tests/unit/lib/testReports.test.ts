import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {playwrightResults, vitestResult} from '../../../lib/testReports';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scb-reports-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

let written = 0;
/** Writes a report file and returns its path. */
function report(content: unknown): string {
  const file = path.join(dir, `report-${(written += 1)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

const PROJECTS: [string, string][] = [
  ['e2e', 'e2e'],
  ['layout', 'layout'],
];
const test = (projectName: string, status: string, message?: string) => ({projectName, status, results: message ? [{error: {message}}] : []});

describe('playwrightResults', () => {
  it('gives each project its line and names the tests that did not pass', () => {
    const file = report({
      suites: [
        {
          title: 'nav.spec.ts',
          specs: [
            {title: 'opens the menu', tests: [test('e2e', 'expected'), test('layout', 'flaky')]},
            {title: 'finds nmap', tests: [test('e2e', 'unexpected', 'Timed out\n  waiting for results')]},
          ],
          suites: [{title: 'wide', specs: [{title: 'fits', tests: [test('layout', 'skipped')]}]}],
        },
      ],
    });
    expect(playwrightResults(file, false, PROJECTS, 'browser tests')).toEqual([
      {name: 'e2e', passed: 1, failed: 1, failures: ['e2e: nav.spec.ts › finds nmap: Timed out | waiting for results']},
      {name: 'layout', passed: 1, failed: 1, failures: ['layout: nav.spec.ts › wide › fits: skipped']},
    ]);
  });

  it('shows the catch-all line only for errors outside any test or a failed run with no failing test', () => {
    const passing = report({suites: [{title: 'a.spec.ts', specs: [{title: 'works', tests: [test('e2e', 'expected')]}]}]});
    expect(playwrightResults(passing, true, PROJECTS, 'browser tests').map((r) => r.name)).toEqual(['e2e', 'layout']);
    expect(playwrightResults(passing, false, PROJECTS, 'browser tests').at(-1)).toEqual({
      name: 'browser tests',
      passed: 0,
      failed: 1,
      failures: ['browser tests: the run failed without a failing test'],
    });
    const serverDown = report({suites: [], errors: [{message: 'Timed out waiting 60000ms from config.webServer.'}]});
    expect(playwrightResults(serverDown, false, PROJECTS, 'browser tests').at(-1)).toEqual({
      name: 'browser tests',
      passed: 0,
      failed: 1,
      failures: ['browser tests: Timed out waiting 60000ms from config.webServer.'],
    });
  });

  it('counts a missing report as one failure', () => {
    expect(playwrightResults(path.join(dir, 'none.json'), true, PROJECTS, 'browser tests')).toEqual([
      {name: 'browser tests', passed: 0, failed: 1, failures: ['browser tests: no report was written']},
    ]);
  });
});

describe('vitestResult', () => {
  it('reads the counts and adds one failure for a failed run without a failing test', () => {
    const file = report({numPassedTests: 3, numFailedTests: 0, testResults: []});
    expect(vitestResult('unit', file, true, dir)).toEqual({name: 'unit', passed: 3, failed: 0, failures: []});
    expect(vitestResult('unit', file, false, dir).failed).toBe(1);
  });

  it("names each failing test with its file, prefixed with the suite's name", () => {
    const file = report({
      numPassedTests: 15,
      numFailedTests: 1,
      testResults: [{name: path.join(dir, 'tests/build/output.test.ts'), assertionResults: [{status: 'failed', fullName: 'the production build warns of no broken links'}, {status: 'passed', fullName: 'exits with 0'}]}],
    });
    expect(vitestResult('production build', file, false, dir)).toEqual({
      name: 'production build',
      passed: 15,
      failed: 1,
      failures: ['production build: tests/build/output.test.ts › the production build warns of no broken links'],
    });
  });
});
