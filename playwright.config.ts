import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './lib/chromium';
import {buildFolder} from './lib/root';
import {pinnedRenderer, pinnedRendererRuns} from './tests/visual/renderer';

// Every browser suite, one project each, against the production build:
//
// - e2e (tests/e2e): behaviour, in the system's Chromium, with the site served the way users
//   serve it (`docusaurus serve`);
// - layout (tests/layout): every sitemap route at phone, tablet and laptop widths;
// - visual (tests/visual): screenshots compared with the committed baselines, drawn by the pinned
//   renderer (tests/visual/renderer.ts) so that they hold on any Linux x64 machine;
// - nginx (tests/nginx): the production nginx configuration, served by the real nginx;
// - nginx-e2e: the navigation, colour-mode and search specs of tests/e2e through nginx;
// - mcp (tests/mcp): the MCP server (mcp/) through the SDK's client, on the build folder and on the
//   build served by nginx; no browser.
//
// `npm run test:browser` runs them all; `-- --project=e2e` (or layout, visual, nginx, nginx-e2e, mcp) one.
// E2E_PORT and NGINX_PORT move the two servers (4173 and 4174); E2E_BASE_URL points the
// docusaurus-served projects at another server instead. $BUILD_DIR picks the build (build/).
const sitePort = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.NGINX_PORT ?? 4174);
const siteURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${sitePort}`;
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const reuseExistingServer = !process.env.CI;

const systemChromium = {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions()};

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/browser.json'}]],
  // Failure screenshots and the visual suite's expected, actual and diff images.
  outputDir: 'test-results/artifacts',
  use: {trace: 'off'},
  projects: [
    {name: 'e2e', testDir: 'tests/e2e', use: {...systemChromium, baseURL: siteURL}},
    {name: 'layout', testDir: 'tests/layout', use: {...systemChromium, baseURL: siteURL}},
    {
      name: 'visual',
      testDir: 'tests/visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
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
      // Where the pinned renderer does not exist, the suite's first step says so and fails.
      use: {...devices['Desktop Chrome'], baseURL: siteURL, launchOptions: pinnedRendererRuns() ? pinnedRenderer().launchOptions : chromiumLaunchOptions()},
    },
    {name: 'nginx', testDir: 'tests/nginx', use: {...systemChromium, baseURL: nginxURL}},
    {name: 'nginx-e2e', testDir: 'tests/e2e', testMatch: /\/(nav|theme|search)\.spec\.ts$/, use: {...systemChromium, baseURL: nginxURL}},
    {name: 'mcp', testDir: 'tests/mcp', testMatch: /\.spec\.ts$/, use: {baseURL: nginxURL}},
  ],
  webServer: [
    ...(process.env.E2E_BASE_URL
      ? []
      : [
          {
            command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${sitePort} --dir "${buildFolder()}"`,
            url: siteURL,
            reuseExistingServer,
            timeout: 60_000,
          },
        ]),
    {
      // Writes the build's serving files and compressed copies first when the build lacks them.
      command: `npx jiti scripts/serveNginx.ts --prepare --port ${nginxPort}`,
      url: `${nginxURL}/`,
      reuseExistingServer,
      timeout: 180_000,
      stdout: 'ignore',
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
