import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';
import {productionServer} from './tests/e2e/support/server';

// The e2e suite runs against the production build, served the way users serve it
// (`docusaurus serve`). Set E2E_BASE_URL to test another server (e.g. nginx) instead.
const {baseURL, webServer} = productionServer();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  // Playwright empties its output folder on start: keep it apart from the other suites' reports.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()}}],
  webServer,
});
