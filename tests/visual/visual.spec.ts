import {test, expect, laidOutWhole, type Page} from '../e2e/support/test';
import {recordBaselineRelease, versionsAsDrawn} from './baselineRelease';
import {pinnedRenderer} from './renderer';

// What readers see, compared with the committed baselines in tests/visual/__screenshots__
// (`npm run test:visual -- --update-snapshots` writes them anew; see the README).
// Every view at a phone and a laptop width, in both colour modes.
const WIDTHS = {phone: {width: 390, height: 844}, laptop: {width: 1280, height: 800}};
const MODES = ['light', 'dark'] as const;

type View = {
  name: string;
  route: string;
  /** Only in the narrow layout (the mobile menu exists only there). */
  narrowOnly?: boolean;
  /** The whole page, or only the window (for what lies on top of the page). */
  fullPage: boolean;
  /** Brings the page into the state to compare, after it loaded. */
  prepare?: (page: Page) => Promise<void>;
};

const VIEWS: View[] = [
  {name: 'home', route: '/', fullPage: true},
  {name: 'installation', route: '/docs/getting-started/installation', fullPage: true},
  {name: 'nmap', route: '/docs/scanners/nmap', fullPage: true},
  {name: 'scan-crd', route: '/docs/api/crds/scan', fullPage: true},
  {name: 'blog', route: '/blog', fullPage: true},
  {name: 'blog-post', route: '/blog/2023/09/01/sbom-part-one-generation', fullPage: true},
  {name: 'not-found', route: '/docs/this-page-does-not-exist', fullPage: true},
  {
    name: 'search-results',
    route: '/docs/getting-started/installation',
    fullPage: false,
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      const input = page.locator('.aa-DetachedOverlay input.aa-Input');
      // The first open also downloads the search code, which takes longer on a busy machine.
      await expect(input).toBeFocused({timeout: 15_000});
      await input.fill('nmap');
      await expect(page.locator('.aa-DetachedOverlay .aa-Item').first()).toBeVisible();
      // The indexes and the result list have settled: no request and no spinner left.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.aa-DetachedOverlay .aa-LoadingIndicator')).toBeHidden();
    },
  },
  {
    name: 'mobile-menu',
    route: '/docs/getting-started/installation',
    narrowOnly: true,
    fullPage: false,
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu')).toBeVisible();
    },
  },
];

/** Loads every image now (lazy ones too) and waits for them, the fonts and the blocks laid out when idle, so the whole page is drawn. */
async function everythingLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await laidOutWhole(page);
}

// Off Linux x64 the pinned renderer does not exist: say so rather than compare another browser's pixels.
test.beforeAll(() => {
  pinnedRenderer();
  if (['all', 'changed'].includes(test.info().config.updateSnapshots)) recordBaselineRelease();
});

/** Writes the release's versions back as the baselines show them (./baselineRelease.ts), in every text of the page. */
async function versionsAsInBaselines(page: Page): Promise<void> {
  const pairs = versionsAsDrawn();
  if (pairs.length === 0) return;
  await page.evaluate((replacements) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.nodeValue ?? '';
      for (const [current, drawn] of replacements) text = text.replaceAll(current, drawn);
      if (text !== node.nodeValue) node.nodeValue = text;
    }
  }, pairs);
}

for (const [device, viewport] of Object.entries(WIDTHS)) {
  for (const mode of MODES) {
    test.describe(`${viewport.width} px, ${mode} mode`, () => {
      test.use({viewport});
      for (const view of VIEWS) {
        if (view.narrowOnly && viewport.width > 996) continue;
        test(view.name, async ({page}) => {
          await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
          await page.goto(view.route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await everythingLoaded(page);
          await view.prepare?.(page);
          await versionsAsInBaselines(page);
          await expect(page).toHaveScreenshot(`${view.name}-${device}-${mode}.png`, {fullPage: view.fullPage});
        });
      }
    });
  }
}
