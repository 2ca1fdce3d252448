import {test, expect, type LayoutShiftEntry} from './support/test';
import {sitemapRoutes} from '../../lib/sitemap';
import {chunk} from './support/chunk';

const routes = sitemapRoutes();
const ROUTES_PER_TEST = 20;

test.describe('every sitemap route loads cleanly', () => {
  for (const [i, group] of chunk(routes, ROUTES_PER_TEST).entries()) {
    test(`routes ${i * ROUTES_PER_TEST + 1}-${i * ROUTES_PER_TEST + group.length}: no console message, failed request or foreign host`, async ({page, baseURL}) => {
      test.setTimeout(60_000 + group.length * 10_000);
      const problems: string[] = [];
      let current = '';
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (msg) => {
        if (['error', 'warning'].includes(msg.type())) problems.push(`${current}: console ${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`${current}: page error: ${err.message}`));
      page.on('requestfailed', (req) => {
        // Leaving a page cancels the link prefetches it started (net::ERR_ABORTED); that is the
        // browser moving on, not a request the site failed to answer. HTTP errors are caught below.
        if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`${current}: request failed: ${req.url()} (${req.failure()?.errorText})`);
      });
      page.on('response', (res) => {
        if (res.status() >= 400) problems.push(`${current}: HTTP ${res.status()} for ${res.url()}`);
      });
      page.on('request', (req) => {
        if (req.url().startsWith('http') && new URL(req.url()).origin !== origin) problems.push(`${current}: request to another host: ${req.url()}`);
      });
      for (const route of group) {
        current = route;
        await page.goto(route, {waitUntil: 'networkidle'});
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('no layout shift after load', () => {
  for (const route of ['/', '/docs/getting-started/installation', '/blog', '/docs/scanners/nmap']) {
    test(`${route} does not shift once loaded`, async ({page}) => {
      await page.goto(route, {waitUntil: 'networkidle'});
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as LayoutShiftEntry[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({type: 'layout-shift', buffered: false});
            setTimeout(() => resolve(total), 1500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
    });
  }
});
