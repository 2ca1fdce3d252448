import {test, expect} from '../e2e/support/test';
import {sitemapRoutes} from '../../lib/sitemap';
import {LABEL_AREAS, MOBILE_MENU, WHOLE_PAGE} from './inspect';
import {layoutAtWidths} from './atWidths';

const routes = sitemapRoutes();
// A laptop, then a tablet and a phone (both with the narrow layout and its mobile menu).
const WIDTHS = [1280, 768, 360];
// One test per route, so a limit sized for one route's work holds whatever the route count. The
// slowest routes (chart pages with long values tables) take a few seconds per width on a busy
// 2-core machine; the limit leaves them more than twice that.
const ROUTE_TIMEOUT = 60_000;

// The mobile menu slides in and out: without transitions each state is final at once. Only
// the timing changes, not where anything ends up.
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

test.describe('layout on every sitemap route at 360, 768 and 1280 px', () => {
  test('the sitemap lists the whole site', () => {
    expect(routes.length).toBeGreaterThan(180);
  });

  for (const route of routes) {
    test(route, async ({page}) => {
      test.setTimeout(ROUTE_TIMEOUT);
      // Loaded once and hydrated, then resized the way a reader narrows a window or turns a
      // tablet: the responsive components render again for each width.
      const found = await layoutAtWidths(page, WIDTHS, WHOLE_PAGE, async (p) => {
        await p.goto(route);
        await p.addStyleTag({content: NO_TRANSITIONS});
      });
      expect(found).toEqual([]);
    });
  }
});

test.describe('components that render only after the reader acts', () => {
  test('the cascade explorer, open on its largest chain, at 360, 768 and 1280 px', async ({page}) => {
    test.setTimeout(ROUTE_TIMEOUT);
    const found = await layoutAtWidths(page, WIDTHS, WHOLE_PAGE, async (p) => {
      await p.goto('/docs/hooks/cascading-scans');
      await p.addStyleTag({content: NO_TRANSITIONS});
      await p.locator('[data-cascade-explorer]').scrollIntoViewIfNeeded();
      await p.locator('[data-cascade-explorer-ready]').getByLabel('First scan').selectOption('subfinder');
      await expect(p.getByTestId('cascade-list')).toBeVisible();
    });
    expect(found).toEqual([]);
  });
});

test.describe('the scan builder, open as a ScheduledScan with a refused field, at 360, 768 and 1280 px', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode`, async ({page}) => {
      test.setTimeout(ROUTE_TIMEOUT);
      await page.context().addInitScript((m) => localStorage.setItem('theme', m), mode);
      const found = await layoutAtWidths(page, WIDTHS, WHOLE_PAGE, async (p) => {
        await p.goto('/docs/scanners/trivy');
        await p.addStyleTag({content: NO_TRANSITIONS});
        await p.locator('summary', {hasText: 'Build your own'}).click();
        await p.getByLabel('ScheduledScan: repeats').check();
        await p.getByLabel('Failed scans to keep (optional)').fill('two');
        await expect(p.getByText('Must be a whole number.')).toBeVisible();
      });
      expect(found).toEqual([]);
    });
  }
});

test.describe('navbar at every width from 320 to 1440 px', () => {
  // One page of each layout: the landing page, a doc and a blog post. Every 8 px, and both
  // sides of the 996 px breakpoint where the mobile menu takes over.
  const widths = [...Array.from({length: 141}, (_, i) => 320 + i * 8), 996, 997].sort((a, b) => a - b);
  for (const route of ['/', '/docs/getting-started/installation', '/blog/2025/07/10/try-out-securecodebox-as-a-service']) {
    test(`on ${route}`, async ({page}) => {
      // One layout measurement per width, well under a second each even on a busy machine.
      test.setTimeout(30_000 + widths.length * 1_000);
      const navbar = {navbar: LABEL_AREAS.navbar};
      const found = await layoutAtWidths(page, widths, {labelAreas: navbar, controlAreas: navbar, mobileMenu: MOBILE_MENU}, async (p) => {
        await p.goto(route);
        await p.addStyleTag({content: NO_TRANSITIONS});
      });
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
