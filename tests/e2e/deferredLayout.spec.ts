import {test, expect, type Page} from './support/test';
import {sitemapRoutes} from '../../lib/sitemap';
import {LAID_OUT_WHOLE} from '../../src/browser/laidOutWhole';

// On a first load, the blocks of a page far below its top are laid out as the reader nears them and
// the rest once the page is idle (src/css/custom.css, src/browser/layOutWhenIdle.ts). What a reader
// sees must not change for it: nothing left for later is on the first screen, and a page opened at
// a heading, or a heading reached by a link, is laid out whole before the browser places it.

const LONG_PAGE = '/docs/scanners/nmap';
/** The top of the first block left for later, in window heights, or null when there is none. */
async function firstDeferredBlock(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const first = [...document.querySelectorAll('.markdown > *')].find((block) => getComputedStyle(block).contentVisibility === 'auto');
    return first ? first.getBoundingClientRect().top / window.innerHeight : null;
  });
}

test('no page shows a block left for later on its first screen, from a phone to a 1080p screen', async ({browser}) => {
  test.setTimeout(900_000);
  // Without scripts nothing lays the blocks out later: the page as its first frame has it. One tab
  // per window size, side by side; 480 × 1067 is a tall phone at the widest width that still gets
  // the phone's shorter first part (src/css/custom.css).
  const sizes = [{width: 360, height: 740}, {width: 480, height: 1067}, {width: 768, height: 1024}, {width: 1920, height: 1080}];
  const routes = sitemapRoutes();
  const perSize = await Promise.all(
    sizes.map(async (viewport) => {
      const context = await browser.newContext({viewport, javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
      const page = await context.newPage();
      const tops: Array<{route: string; top: number}> = [];
      for (const route of routes) {
        await page.goto(route);
        const top = await firstDeferredBlock(page);
        if (top !== null) tops.push({route, top});
      }
      await context.close();
      return tops;
    }),
  );
  const onFirstScreen = perSize.flatMap((tops, i) => tops.filter(({top}) => top < 1.25).map(({route, top}) => `${route} at ${sizes[i].width}×${sizes[i].height}: ${top.toFixed(2)} windows down`));
  expect(perSize.flat().length).toBeGreaterThan(100);
  expect(onFirstScreen).toEqual([]);
});

// What the init script below puts on the page's window.
type HeldIdle = {releaseOne: () => boolean};

test('a long page opened at its top lays its far blocks out once it is idle, one block per idle task', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  // Idle callbacks held back until released, one at a time: a phone still busy with the page.
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    (window as unknown as HeldIdle).releaseOne = () => {
      const run = held.shift();
      run?.();
      return run !== undefined;
    };
    window.requestIdleCallback = (callback) => {
      held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
      return held.length;
    };
  });
  await page.goto(LONG_PAGE);
  expect(await firstDeferredBlock(page)).toBeGreaterThan(1);
  const guessedHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  // However much idle time the browser offers, no idle task lays out more than one block: a big
  // table alone is a phone's long task.
  let mostInOneTask = 0;
  await expect.poll(async () => {
    const {left, most} = await page.evaluate(() => {
      const waiting = () => [...document.querySelectorAll('.markdown > *')].filter((block) => getComputedStyle(block).contentVisibility === 'auto').length;
      let most = 0;
      for (let i = 0; i < 10_000; i++) {
        const before = waiting();
        if (!(window as unknown as HeldIdle).releaseOne()) break;
        most = Math.max(most, before - waiting());
      }
      return {left: waiting(), most};
    });
    mostInOneTask = Math.max(mostInOneTask, most);
    return left;
  }).toBe(0);
  expect(mostInOneTask).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(guessedHeight);
});

test('a long page opened at a heading is laid out whole from its first frame', async ({page}) => {
  await page.goto(LONG_PAGE);
  const heading = await page.locator('article .markdown > h2').last().getAttribute('id');
  const other = await page.context().newPage();
  await other.goto(`${LONG_PAGE}#${heading}`);
  expect(await other.evaluate((name) => document.documentElement.hasAttribute(name), LAID_OUT_WHOLE)).toBe(true);
  expect(await firstDeferredBlock(other)).toBeNull();
  await expect(other.locator(`[id="${heading}"]`)).toBeInViewport();
});

test('a link to a heading lands on it, and it stays, before the far blocks are laid out', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0; // never idle
  });
  await page.goto(LONG_PAGE);
  expect(await firstDeferredBlock(page)).not.toBeNull();
  const link = page.locator('.theme-doc-toc-desktop a').last();
  const anchor = (await link.getAttribute('href'))!;
  await link.click();
  const heading = page.locator(`[id="${anchor.slice(1)}"]`);
  await expect(heading).toBeInViewport();
  const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
  const landed = await top();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await top()).toBe(landed);
  expect(await firstDeferredBlock(page)).toBeNull();
});
