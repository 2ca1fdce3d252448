import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';

// HTTP and browser checks of the production nginx configuration. `npm run test:nginx` prepares
// the build, starts nginx on a free loopback port and passes its address in NGINX_BASE_URL.
const baseURL = process.env.NGINX_BASE_URL;
if (!baseURL) throw new Error('NGINX_BASE_URL is not set: run these checks with `npm run test:nginx`');

export default defineConfig({
  testDir: 'tests/nginx',
  // Playwright empties its output folder first: keep it away from the other suites' reports.
  outputDir: 'test-results/nginx-artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {baseURL, trace: 'off'},
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()}}],
});
