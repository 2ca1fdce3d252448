import AxeBuilder from '@axe-core/playwright';
import {test, expect, isValuesTableScript, recordScripts, type Page} from './support/test';
import {chartPages as readChartPages} from '../../lib/chartPages';
import {chartFacts} from '../../src/data/release/generated/charts';
import type {ChartFacts} from '../../src/data/release/types';

const chartPages = readChartPages();

const charts: Readonly<Record<string, ChartFacts>> = chartFacts;
const table = (page: Page) => page.locator('table[data-chart]');

test.describe('chart values tables', () => {
  for (const [route, name] of Object.entries(chartPages)) {
    test(`/docs/${route} ends with every value of ${name} and the chart's defaults`, async ({page}) => {
      const chart = charts[name];
      await page.goto(`/docs/${route}`);
      await expect(table(page)).toHaveAttribute('data-chart', name);
      // The table is the last thing on the page.
      const last = page.locator('.theme-doc-markdown > :last-child');
      await expect(last.locator('table[data-chart]')).toHaveCount(1);
      const rows = await table(page)
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => ({key: tr.children[0].textContent, type: tr.children[1].textContent, default: tr.children[2].querySelector('code')?.textContent})));
      expect(rows.map((r) => r.key)).toEqual(chart.values.map((v) => v.key));
      rows.forEach((row, i) => {
        expect(JSON.parse(row.default ?? 'undefined'), row.key ?? '').toEqual(chart.values[i].default);
        if (chart.values[i].type !== 'null') expect(row.type, row.key ?? '').toBe(chart.values[i].type);
      });
    });
  }

  test("a page's first load adopts the table from the server's HTML, without its code or data", async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/scanners/nmap');
    await table(page).scrollIntoViewIfNeeded();
    await expect(table(page).locator('tbody tr')).toHaveCount(charts.nmap.values.length);
    const loads = await scripts.settled();
    expect(loads.filter((load) => load.type === 'script').length).toBeGreaterThan(0);
    expect(loads.filter((load) => isValuesTableScript(load.body)).map((load) => load.url)).toEqual([]);
  });

  test('a client-side navigation loads the table and shows it complete', async ({page}) => {
    await page.goto('/docs/scanners/nikto');
    const scripts = recordScripts(page);
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/scanners/nmap"]').click();
    await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
    await expect(table(page)).toHaveAttribute('data-chart', 'nmap');
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(charts.nmap.values.length);
    await expect(rows.first().locator('th')).toHaveText(charts.nmap.values[0].key);
    expect((await scripts.settled()).some((load) => isValuesTableScript(load.body))).toBe(true);
  });

  test('long defaults open on demand', async ({page}) => {
    await page.goto('/docs/auto-discovery/installation');
    const row = page.locator('tr', {has: page.locator('[id="value-config.serviceAutoDiscovery.scanConfigs"]')});
    const folded = row.locator('details');
    await expect(folded.locator('pre')).toBeHidden();
    await folded.locator('summary').click();
    await expect(folded.locator('pre')).toBeVisible();
    await expect(folded.locator('pre')).toContainText('"scanType": "zap-automation-framework"');
  });

  test('a key that reaches only some of a chart\'s resources says which (trivy)', async ({page}) => {
    await page.goto('/docs/scanners/trivy#value-scanner.suspend');
    const row = page.locator('tr', {has: page.locator('[id="value-scanner.suspend"]')});
    await expect(row).toContainText('only the ScanTypes trivy-image-autodiscovery, trivy-filesystem, trivy-repo of this chart read this key');
    await expect(row).toContainText('the ScanTypes trivy-image, trivy-k8s ignore it');
    // A key every ScanType reads carries no such note.
    await expect(page.locator('tr', {has: page.locator('[id="value-scanner.env"]')})).not.toContainText('ignore');
  });

  test('a key can be linked to', async ({page}) => {
    await page.goto('/docs/scanners/nmap#value-scanner.backoffLimit');
    await expect(page.locator('[id="value-scanner.backoffLimit"]')).toBeInViewport();
  });

  for (const route of ['/docs/getting-started/installation', '/docs/auto-discovery/installation', '/docs/scanners/trivy', '/docs/hooks/notification-webhook']) {
    test(`on a 360 px phone ${route} does not scroll sideways; the table scrolls inside its box`, async ({page}) => {
      await page.setViewportSize({width: 360, height: 740});
      await page.goto(route);
      const wrapper = page.getByRole('region', {name: /^Values of the /});
      await wrapper.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = await wrapper.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth}));
      expect(box.scroll).toBeGreaterThan(box.client);
      // Keyboard users can reach the box to scroll it.
      await expect(wrapper).toHaveAttribute('tabindex', '0');
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`${route} passes axe in ${mode} mode`, async ({page}) => {
        // axe takes its time over pages with long tables on a busy machine (as in a11y.spec.ts).
        test.setTimeout(90_000);
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Open the folded defaults too, so their code is checked as well.
        for (const summary of await page.locator('table[data-chart] details summary').all()) await summary.click();
        const result = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .exclude('.prism-code .token-line')
          .analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
