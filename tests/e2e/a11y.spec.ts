import {test, expect, type Page} from './support/test';
import AxeBuilder from '@axe-core/playwright';
import {sitemapRoutes, chunk} from './support/sitemap';

const routes = sitemapRoutes();
const ROUTES_PER_TEST = 6;

async function violations(page: Page) {
  // Highlighted code has thousands of token spans, which makes axe's contrast check
  // crawl; their colours are checked against the code background in
  // tests/unit/codeThemes.test.ts instead. The code block itself is still checked.
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

  for (const [i, group] of chunk(routes, ROUTES_PER_TEST).entries()) {
    test(`routes ${i * ROUTES_PER_TEST + 1}-${i * ROUTES_PER_TEST + group.length} in light and dark mode`, async ({page}) => {
      // Two axe runs per route. The reference pages end with a table of every chart value (up to
      // 77 rows), which axe needs about half as long again for as for a page without one.
      test.setTimeout(60_000 + group.length * 45_000);
      const found: string[] = [];
      for (const mode of ['light', 'dark'] as const) {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        for (const route of group) {
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          for (const v of await violations(page)) found.push(`${mode} ${route}: ${v}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
