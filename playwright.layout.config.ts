import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';
import {productionServer} from './tests/e2e/support/server';

// `npm run test:layout`: every sitemap route at phone, tablet and laptop widths, checked for
// sideways scrolling, overlapping controls and cut-off labels (tests/layout), against the
// same server as the e2e suite.
const {baseURL, webServer} = productionServer();

export default defineConfig({
  testDir: 'tests/layout',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/layout.json'}]],
  // Playwright empties its output folder on start: keep it apart from the other suites' reports.
  outputDir: 'test-results/layout-artifacts',
  use: {baseURL, trace: 'off'},
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()}}],
  webServer,
});
