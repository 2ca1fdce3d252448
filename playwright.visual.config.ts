import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/e2e/support/browser';
import {productionServer} from './tests/e2e/support/server';

// `npm run test:visual`: screenshots of the main views compared with committed baselines
// (tests/visual), against the same server as the e2e suite. The baselines are drawn by
// Debian's Chromium with its fonts, as in CI: another browser or font set draws other pixels.
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
      // On an unchanged build the pictures agree to the pixel (three runs in a row; the few
      // anti-aliased edge pixels that differ by a shade are not counted). Per pixel, a colour
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
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()}}],
  webServer,
});
