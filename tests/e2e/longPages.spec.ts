import {test, expect, laidOutWhole, recordScriptAdds, type Page} from './support/test';

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

// What the frame sampler below records on the page's window.
type HeadingProbe = {headingTops: number[]};

test.describe('a long page laid out in idle time', () => {
  // Blocks below the fold start out with a guessed height, laid out as the reader nears them or when
  // the page is idle (src/css/custom.css, src/browser/layOutWhenIdle.ts): what the reader looks at
  // must not move meanwhile, and in the end every block is laid out.
  test('a heading reached by its link stays where it landed while the rest of the page is laid out', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto(LONG_PAGE);
    const id = await page.locator('article .markdown > h2').last().getAttribute('id');
    await slowPhone(page);
    await page.goto(`${LONG_PAGE}#${id}`); // the fixture waits for hydration
    // The heading's place in the window at every frame, until no block waits any more.
    await page.evaluate((selector) => {
      const heading = document.querySelector(selector)!;
      const tops: number[] = ((window as unknown as HeadingProbe).headingTops = []);
      const frame = () => {
        tops.push(heading.getBoundingClientRect().top);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, `[id="${id}"]`);
    await laidOutWhole(page);
    const tops = await page.evaluate(() => (window as unknown as HeadingProbe).headingTops);
    const navbar = await page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
    expect(tops[0]).toBeGreaterThanOrEqual(navbar - 1);
    expect(tops[0]).toBeLessThan(navbar + 40);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });
});

// What the init script below records on the page's window.
type Probe = {localeCompares: number};

test.describe('the first load of a long page', () => {
  test("adds none of the route's chunks while main.js is evaluated", async ({page}) => {
    // Who adds each script element: a script still being evaluated (main.js) or a later task (the
    // page's loader, src/ssr/template.ts, or the route load after main.js).
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
  // A block measures itself when the browser lays it out, which below the fold is as a reader
  // nears it (content-visibility, src/css/custom.css), and again when its size changes; it records
  // the answer in a transition (src/plugins/renderAfterHydrationInSlices), which must lose none.
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
