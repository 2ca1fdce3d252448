import {test, expect} from '@playwright/test';
import {layoutDefects, WHOLE_PAGE} from './inspect';
import {layoutAtWidths} from './atWidths';

// The layout checks on a page made of each defect they must find, next to its correct
// counterpart they must leave alone: a sweep that finds nothing proves something only if
// its checks can fail.
const FIXTURE = `<!doctype html>
<html><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .navbar__inner, footer { display: flex; gap: 8px; width: 300px; }
  a, button { display: inline-block; padding: 4px; }
  .wide-in-a-box { overflow-x: auto; width: 100%; }
  .wide { width: 900px; }
  .cut { display: block; width: 60px; overflow: hidden; white-space: nowrap; }
  .ellipsis { display: block; width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .clipper { width: 60px; overflow: hidden; }
  .wraps { display: block; width: 60px; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style></head><body>
  <nav class="navbar"><div class="navbar__inner">
    <a href="#a">Docs</a><a href="#b">Blog</a>
    <a href="#c" style="margin-left: -30px">Over</a>
  </div></nav>
  <aside class="theme-doc-sidebar-container">
    <a class="cut" href="#d">A label far too long for its box</a>
    <a class="ellipsis" href="#e">Another label far too long</a>
    <div class="clipper"><span style="white-space: nowrap">Clipped by its parent</span></div>
    <a class="wraps" href="#f">A long label that may wrap</a>
    <a class="wraps" href="#g" style="overflow-wrap: anywhere">ScheduledScanResource</a>
    <span class="sr">Only for screen readers, clipped on purpose</span>
  </aside>
  <main>
    <div class="wide-in-a-box"><pre class="wide">a code line that scrolls inside its own box</pre></div>
    <table class="wide"><tr><td>a table wider than the window</td></tr></table>
  </main>
  <footer class="footer"><a href="#h">Imprint</a><a href="#i">Privacy</a></footer>
</body></html>`;

test('the layout checks find each defect and nothing else', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await page.setContent(FIXTURE);
  const defects = await page.evaluate(layoutDefects, WHOLE_PAGE);
  expect(defects).toEqual([
    expect.stringMatching(/^page: scrolls sideways \(\d+ px wide in a 360 px window\): table\.wide "a table wider than the window" reaches \d+ px$/),
    expect.stringMatching(/^navbar: a "Blog" and a "Over" overlap by \d+×\d+ px$/),
    expect.stringMatching(/^sidebar: a\.cut "A label far too long for its box" is cut off \(\d+ px of content in \d+ px\)$/),
    expect.stringMatching(/^sidebar: a\.ellipsis "Another label far too long" ends in an ellipsis \(\d+ px of content in \d+ px\)$/),
    expect.stringMatching(/^sidebar: span "Clipped by its parent" is clipped by div\.clipper .*\(text at \d+–\d+ px, box \d+–\d+ px\)$/),
    'sidebar: a.wraps "ScheduledScanResource" breaks the word "ScheduledScanResource" across lines',
  ]);
});

test('a block laid out only near the window is checked whole', async ({page}) => {
  // Such a block (content-visibility: auto, src/css/custom.css) clips what sticks out of it, so the
  // page does not scroll sideways; a reader who scrolls to it finds its content cut off instead.
  await page.setViewportSize({width: 360, height: 800});
  await page.setContent(`<!doctype html><body style="margin: 0"><div style="height: 3000px"></div>
    <p style="content-visibility: auto"><span style="display: inline-block; width: 900px">a word wider than the window</span></p></body>`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  expect(await page.evaluate(layoutDefects, WHOLE_PAGE)).toEqual([
    expect.stringMatching(/^page: scrolls sideways \(\d+ px wide in a 360 px window\): span "a word wider than the window" reaches \d+ px$/),
  ]);
});

test('a page whose scripts never yield fails the sweep, in a fresh tab too', async ({page}) => {
  // Two tabs, each waited for up to 30 s (an inspection's limit) and one answer of 5 s.
  test.setTimeout(120_000);
  let opened = 0;
  const sweep = layoutAtWidths(page, [1280, 360], WHOLE_PAGE, async (p) => {
    opened += 1;
    await p.setContent(FIXTURE);
    // From the next task on the page computes for longer than the sweep waits.
    await p.evaluate(() => {
      setTimeout(() => {
        const end = Date.now() + 60_000;
        while (Date.now() < end);
      });
    });
  });
  await expect(sweep).rejects.toThrow(/the page stalled in a fresh tab too \(.+ took more than \d+ s; then .+ took more than \d+ s\)/);
  expect(opened).toBe(2);
});

test('a resize that never returns is measured again in a fresh tab, once', async ({page}) => {
  test.setTimeout(90_000);
  let opened = 0;
  let stalls = 0;
  // The browser's stall as the sweep sees it: the first resize to 360 px never returns.
  const stalling = new Proxy(page, {
    get(target, key) {
      if (key === 'setViewportSize') {
        return (size: {width: number; height: number}) => {
          if (size.width === 360 && stalls++ === 0) return new Promise(() => {});
          return target.setViewportSize(size);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const found = await layoutAtWidths(stalling, [1280, 360], WHOLE_PAGE, async (p) => {
    opened += 1;
    await p.setContent('<main><p>Nothing wrong here.</p></main>');
  });
  expect(found).toEqual([]);
  expect(opened).toBe(2);
  expect(test.info().annotations.map((a) => a.type)).toContain('browser stall');
});
