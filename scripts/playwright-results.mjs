// Turns a Playwright JSON report into [passed, failed] for the "N passed, N failed" summary.
import fs from 'node:fs';

/**
 * A skipped test counts as failed (nothing may be skipped to make a run green), and so
 * does a run that failed without any failing test (a configuration error, say).
 */
export function playwrightCounts(reportFile, runSucceeded) {
  let stats;
  try {
    stats = JSON.parse(fs.readFileSync(reportFile, 'utf8')).stats;
  } catch {
    return [0, 1];
  }
  const {expected = 0, unexpected = 0, flaky = 0, skipped = 0} = stats ?? {};
  return [expected + flaky, unexpected + skipped + (runSucceeded || unexpected ? 0 : 1)];
}
