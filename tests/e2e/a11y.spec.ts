import {test, expect, laidOutWhole, type Page} from './support/test';
import AxeBuilder from '@axe-core/playwright';
import {sitemapRoutes} from '../../lib/sitemap';

const routes = sitemapRoutes();
// One test per route: two axe runs (light and dark). The reference pages end with a table of every
// chart value, which axe needs longest for; the limit leaves the slowest of them, measured on a busy
// 2-core machine, more than twice its time.
const ROUTE_TIMEOUT = 90_000;

async function violations(page: Page) {
  // Axe places each text by its box: a block still waiting to be laid out has a guessed height, and
  // its text would seem to lie on whatever follows it.
  await laidOutWhole(page);
  // Highlighted code has thousands of token spans, which makes axe's contrast check
  // crawl; their colours are checked against the code background in
  // tests/unit/data/codeThemes.test.ts instead. The code block itself is still checked.
  const result = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('.prism-code .token-line')
    .analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')}`);
}

test.describe('accessibility (axe) on every sitemap route', () => {
  test('the sitemap lists the whole site', () => {
    expect(routes.length).toBeGreaterThan(180);
  });

  for (const route of routes) {
    test(`${route} in light and dark mode`, async ({page}) => {
      test.setTimeout(ROUTE_TIMEOUT);
      const found: string[] = [];
      for (const mode of ['light', 'dark'] as const) {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        for (const v of await violations(page)) found.push(`${mode}: ${v}`);
      }
      expect(found).toEqual([]);
    });
  }
});
