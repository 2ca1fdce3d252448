// Reads a Playwright JSON report: the [passed, failed] counts for the "N passed, N failed"
// summary, and the names of the tests that did not pass, so the end of a CI log says which.
import fs from 'node:fs';
import {stripVTControlCharacters} from 'node:util';

function readReport(reportFile) {
  try {
    return JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A skipped test counts as failed (nothing may be skipped to make a run green), and so
 * does a run that failed without any failing test (a configuration error, say).
 */
export function playwrightCounts(reportFile, runSucceeded) {
  const report = readReport(reportFile);
  if (!report) return [0, 1];
  const {expected = 0, unexpected = 0, flaky = 0, skipped = 0} = report.stats ?? {};
  return [expected + flaky, unexpected + skipped + (runSucceeded || unexpected ? 0 : 1)];
}

/** "file › describe › test: first line of the error" for every test that failed or was skipped. */
export function playwrightFailures(reportFile) {
  const report = readReport(reportFile);
  if (!report) return [`${reportFile}: no report was written`];
  const failures = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'skipped') continue;
        const last = test.results?.at(-1);
        const message = stripVTControlCharacters(last?.error?.message ?? (test.status === 'skipped' ? 'skipped' : 'failed'))
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(0, 6)
          .join(' | ');
        failures.push(`${[...here, spec.title].join(' › ')}: ${message}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}
