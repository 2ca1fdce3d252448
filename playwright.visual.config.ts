import {defineConfig, devices} from '@playwright/test';
import {productionServer} from './tests/e2e/support/server';
import {pinnedRenderer} from './tests/visual/renderer';

// `npm run test:visual`: screenshots of the main views compared with committed baselines
// (tests/visual), against the same server as the e2e suite. The baselines are drawn by a pinned
// renderer, a Chromium build and fonts installed from package-lock.json (tests/visual/renderer.ts),
// so they hold on any Linux x64 machine whatever browser and fonts its system has.
const {baseURL, webServer} = productionServer();

export default defineConfig({
  testDir: 'tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: {
    // A whole long page takes a few seconds to capture on a busy machine, and Playwright takes
    // two in a row that agree before it compares.
    timeout: 30_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './tests/visual/screenshot.css',
      // With the renderer pinned, an unchanged build draws the same pictures. Per pixel, a colour
      // may differ by about 2 % in brightness (pixelmatch's YIQ distance 0.02; Playwright's
      // default 0.2 would let a changed link or border colour pass); not one pixel may differ
      // beyond that, so a moved block or a changed colour fails.
      threshold: 0.02,
      maxDiffPixels: 0,
    },
  },
  reporter: [['list'], ['json', {outputFile: 'test-results/visual.json'}]],
  // Playwright empties its output folder on start: keep it apart from the other suites' reports.
  outputDir: 'test-results/visual-artifacts',
  use: {baseURL, trace: 'off'},
  projects: [{name: 'pinned-chromium', use: {...devices['Desktop Chrome'], launchOptions: pinnedRenderer().launchOptions}}],
  webServer,
});
