import {test, expect, type Page} from '../e2e/support/test';
import {sitemapRoutes, chunk} from '../e2e/support/sitemap';
import {layoutDefects, LABEL_AREAS, CONTROL_AREAS, type Areas} from './inspect';

const routes = sitemapRoutes();
// A laptop, then a tablet and a phone (both with the narrow layout and its mobile menu).
const WIDTHS = [1280, 768, 360];
const ROUTES_PER_TEST = 12;
const MOBILE_MENU = {'mobile menu': LABEL_AREAS['mobile menu']};

// The menus slide in and out: without transitions every state is final at once. Only the
// timing changes, not where anything ends up.
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

async function defects(page: Page, labelAreas: Areas, controlAreas: Areas): Promise<string[]> {
  return page.evaluate(layoutDefects, {labelAreas, controlAreas});
}

/** The page's defects, then, in the narrow layout, those of each panel of its open mobile menu. */
async function defectsAtThisWidth(page: Page): Promise<string[]> {
  const found = await defects(page, LABEL_AREAS, CONTROL_AREAS);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  if (!(await toggle.isVisible())) return found;
  await toggle.click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // The open menu covers the page: only its own items count now.
  found.push(...(await defects(page, MOBILE_MENU, MOBILE_MENU)).map((d) => `open ${d}`));
  // Docs and blog pages open the menu on their own sidebar; the main menu is one step back.
  if (await menu.locator('.navbar-sidebar__items--show-secondary').count()) {
    await menu.getByRole('button', {name: '← Back to main menu'}).click();
    found.push(...(await defects(page, MOBILE_MENU, MOBILE_MENU)).map((d) => `open main ${d}`));
  }
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(menu).toBeHidden();
  return found;
}

test.describe('layout on every sitemap route at 360, 768 and 1280 px', () => {
  test('the sitemap lists the whole site', () => {
    expect(routes.length).toBeGreaterThan(180);
  });

  for (const [i, group] of chunk(routes, ROUTES_PER_TEST).entries()) {
    test(`routes ${i * ROUTES_PER_TEST + 1}-${i * ROUTES_PER_TEST + group.length}`, async ({page}) => {
      test.setTimeout(30_000 + group.length * 10_000);
      const found: string[] = [];
      for (const route of group) {
        await page.setViewportSize({width: WIDTHS[0], height: 800});
        // Loaded once, hydrated, then resized as a reader turns a tablet or narrows a window:
        // the responsive components re-render for each width.
        await page.goto(route);
        await page.addStyleTag({content: NO_TRANSITIONS});
        for (const width of WIDTHS) {
          await page.setViewportSize({width, height: 800});
          for (const d of await defectsAtThisWidth(page)) found.push(`${route} at ${width} px: ${d}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('footer logo', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`shows its whole wordmark in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/');
      const logo = page.locator('footer .footer__logo');
      await expect(logo).toBeVisible();
      const shown = await logo.evaluate((img: HTMLImageElement) => ({src: img.currentSrc, width: img.width, height: img.height}));
      const svgText = await (await page.request.get(shown.src)).text();
      // Drawn inline, the SVG lays its text out with the same fonts as the page's <img>.
      await page.setContent(svgText);
      const svg = await page.locator('svg').evaluate((el: SVGSVGElement) => {
        const view = el.viewBox.baseVal;
        const outside = [...el.querySelectorAll('text')].flatMap((t) => {
          const box = t.getBBox();
          const inside = box.x >= view.x && box.x + box.width <= view.x + view.width && box.y >= view.y && box.y + box.height <= view.y + view.height;
          return inside ? [] : [`"${t.textContent}" spans x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)} of the viewBox ${view.x} ${view.y} ${view.width} ${view.height}`];
        });
        return {outside, ratio: view.width / view.height};
      });
      expect(svg.outside, `${shown.src} draws text outside its viewBox`).toEqual([]);
      // The footer shows the image in its own proportions: the config's width and height match the SVG.
      expect(shown.width / shown.height, `${shown.src} is shown at ${shown.width}×${shown.height}`).toBeCloseTo(svg.ratio, 2);
    });
  }
});
