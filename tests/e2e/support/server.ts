import type {PlaywrightTestConfig} from '@playwright/test';

/**
 * Where the browser suites (e2e, layout, visual) find the site: the production build served
 * the way users serve it (`docusaurus serve`) on E2E_PORT, or another server (e.g. nginx)
 * at E2E_BASE_URL.
 */
export function productionServer(): {baseURL: string; webServer: PlaywrightTestConfig['webServer']} {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const external = process.env.E2E_BASE_URL;
  const baseURL = external ?? `http://127.0.0.1:${port}`;
  return {
    baseURL,
    webServer: external
      ? undefined
      : {
          command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
          url: baseURL,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
  };
}
