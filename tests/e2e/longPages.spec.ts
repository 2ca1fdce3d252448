import {test, expect, recordScriptAdds, type LayoutShiftEntry, type Page} from './support/test';

// A long page's content hydrates after its frame, in the React scheduler's time slices (Docusaurus
// hydrates inside a transition), so the end of a long page may still be the server's HTML when the
// reader first reaches for it. On a phone's processor (4× slower) the reader goes to the end at once
// and uses what is there, after a load and after a client-side navigation (issue 53).

const LONG_PAGE = '/docs/scanners/nmap';

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}

async function copyTheLastBlock(page: Page): Promise<void> {
  const block = page.locator('article .theme-code-block').last();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const lines = await block.locator('pre code .token-line').allTextContents();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
}

async function followTheLastTocLink(page: Page): Promise<void> {
  const link = page.locator('.theme-doc-toc-desktop a').last();
  const anchor = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  await expect(page.locator(`[id="${anchor.slice(1)}"]`)).toBeInViewport();
}

test.describe("the end of a long page, on a phone's slower processor", () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('works as soon as the page is interactive after a load', async ({page}) => {
    await slowPhone(page);
    await page.goto(LONG_PAGE);
    await copyTheLastBlock(page);
    await followTheLastTocLink(page);
  });

  test('works as soon as the page is shown after a client-side navigation', async ({page}) => {
    await page.goto('/docs/scanners');
    await slowPhone(page);
    await page.locator(`article a[href="${LONG_PAGE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${LONG_PAGE}$`));
    await copyTheLastBlock(page);
    await followTheLastTocLink(page);
  });
});

// What the recorder below keeps on the page's window: each layout shift and what it moved.
type ShiftProbe = {shifts: Array<{value: number; moved: string[]}>};

test.describe('a long page while it loads', () => {
  // Once its HTML is parsed, what the reader looks at stays where it is while the page hydrates and
  // settles on a phone: opened at its top, and at a heading (as a search result or a shared link
  // opens it), where the heading lands below the navbar. Counted from there, because while the HTML
  // streams in, the parser's pauses can move things whatever the page's code does (a table's columns
  // widen as its rows arrive).
  for (const opened of ['at its top', 'at its last heading']) {
    test(`moves nothing on the screen once parsed, opened ${opened}`, async ({page}) => {
      await page.setViewportSize({width: 360, height: 740});
      let hash = '';
      if (opened !== 'at its top') {
        // Found in another tab: this one's first document must be the one opened at the heading.
        const other = await page.context().newPage();
        await other.goto(LONG_PAGE);
        hash = `#${await other.locator('article .markdown > h2').last().getAttribute('id')}`;
        await other.close();
      }
      await page.addInitScript(() => {
        const probe = window as unknown as ShiftProbe;
        probe.shifts = [];
        const name = (node: Node | null) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(node?.textContent ?? '').trim().slice(0, 40)}"` : String(node);
        };
        const box = ({x, y, width, height}: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        // From the second frame after parsing, when what the parser added has been laid out and drawn.
        document.addEventListener('DOMContentLoaded', async () => {
          await frame();
          await frame();
          new PerformanceObserver((list) => {
            for (const {value, sources} of list.getEntries() as LayoutShiftEntry[]) {
              probe.shifts.push({value, moved: sources.map(({node, previousRect, currentRect}) => `${name(node)} ${box(previousRect)} -> ${box(currentRect)}`)});
            }
          }).observe({type: 'layout-shift'});
        });
      });
      await slowPhone(page);
      await page.goto(`${LONG_PAGE}${hash}`); // the fixture waits for hydration
      await page.waitForLoadState('networkidle');
      // Two frames more, so that a shift of the last render is reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as ShiftProbe).shifts)).toEqual([]);
      if (hash) {
        const top = await page.locator(`[id="${hash.slice(1)}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
        const navbar = await page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
        expect(top).toBeGreaterThanOrEqual(navbar - 1);
        expect(top).toBeLessThan(navbar + 40);
      }
    });
  }
});

// What the init script below records on the page's window.
type Probe = {localeCompares: number};

test.describe('the first load of a long page', () => {
  test("adds none of the route's chunks while a bundle is evaluated", async ({page}) => {
    // Who adds each script element: a script still being evaluated (the runtime, which starts the
    // app, or main.js) or a later task (the page's loader, src/ssr/template.ts, or the route load
    // after the app has started).
    const scripts = await recordScriptAdds(page);
    await page.goto(LONG_PAGE); // the fixture waits for hydration
    const added = await scripts.added();
    const chunks = added.filter(({src}) => /\/assets\/js\/\d+\.[0-9a-f]+\.js$/.test(src));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.filter(({by}) => by !== null)).toEqual([]);
  });

  test('hydrates without setting up a collator', async ({page}) => {
    // The first localeCompare of a page sets up the browser's collator, a long task on a phone.
    await page.addInitScript(() => {
      (window as unknown as Probe).localeCompares = 0;
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        (window as unknown as Probe).localeCompares += 1;
        return localeCompare.apply(this, args);
      };
    });
    await page.goto(LONG_PAGE); // the fixture waits for hydration
    expect(await page.evaluate(() => (window as unknown as Probe).localeCompares)).toBe(0);
  });
});

test.describe("a long page's code blocks after hydration", () => {
  // A block measures itself once the browser has laid it out, and again when its size changes; it
  // records the answer in a transition (src/plugins/renderAfterHydrationInSlices), which must lose none.
  /** Scrolls to each block in turn, as a reader does, and waits for its answer: word wrap offered exactly where the code is wider than its box. */
  async function readEachBlock(page: Page): Promise<{overflows: boolean; offersWrap: boolean}[]> {
    const seen: {overflows: boolean; offersWrap: boolean}[] = [];
    for (const block of await page.locator('article .theme-code-block').all()) {
      await block.scrollIntoViewIfNeeded();
      const state = () =>
        block.evaluate((found) => {
          const pre = found.querySelector('pre')!;
          return {overflows: pre.scrollWidth > pre.clientWidth, offersWrap: found.querySelector('button[aria-label="Toggle word wrap"]') !== null};
        });
      await expect.poll(async () => {
        const {overflows, offersWrap} = await state();
        return overflows === offersWrap;
      }).toBe(true);
      seen.push(await state());
    }
    return seen;
  }

  test('offer word wrap on exactly the blocks wider than the screen, also after a resize', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto(LONG_PAGE);
    const narrow = await readEachBlock(page);
    expect(narrow.some(({overflows}) => overflows)).toBe(true);
    expect(narrow.some(({overflows}) => !overflows)).toBe(true);

    await page.setViewportSize({width: 1280, height: 800});
    await page.evaluate(() => window.scrollTo(0, 0));
    const wide = await readEachBlock(page);
    expect(wide.filter(({offersWrap}) => offersWrap).length).toBeLessThan(narrow.filter(({offersWrap}) => offersWrap).length);
  });
});
