import type {PrismTheme} from 'prism-react-renderer';
import {test, expect, laidOutWhole, waitForHydrationOnNavigation, type Page} from './support/test';
import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';

const toggle = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/});
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('starts light and alternates light/dark, stored under "theme"', async ({page}) => {
    await page.goto('/');
    expect(await theme(page)).toBe('light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the choice survives a reload and a navigation', async ({page}) => {
    await page.goto('/');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/docs/getting-started/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the system preference is not followed', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = waitForHydrationOnNavigation(await context.newPage());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('a change in one tab reaches the other tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/blog');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(first).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('code colours', () => {
  // The string colour and background of each code theme, as the browser reports colours.
  const rgb = (colour: string) =>
    colour.startsWith('#') ? `rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(', ')})` : colour;
  const coloursOf = (theme: PrismTheme) => ({
    string: rgb(theme.styles.find((style) => style.types.includes('string'))!.style.color!),
    background: rgb(theme.plain.backgroundColor!),
  });
  const expected = {light: coloursOf(lightCodeTheme), dark: coloursOf(darkCodeTheme)};
  const colours = (page: Page) =>
    page.evaluate(() => {
      const pre = document.querySelector('pre.prism-code.language-yaml')!;
      const string = pre.querySelector('.token.string')!;
      return {string: getComputedStyle(string).color, background: getComputedStyle(pre).backgroundColor};
    });

  for (const mode of ['light', 'dark'] as const) {
    test(`code blocks show the ${mode} colours once the page has loaded in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/docs/scanners/nmap', {waitUntil: 'networkidle'});
      await expect.poll(() => colours(page)).toEqual(expected[mode]);
    });
  }

  test('code blocks follow the colour mode toggle', async ({page}) => {
    await page.goto('/docs/scanners/nmap', {waitUntil: 'networkidle'});
    await expect.poll(() => colours(page)).toEqual(expected.light);
    await toggle(page).click();
    await expect.poll(() => colours(page)).toEqual(expected.dark);
    await toggle(page).click();
    await expect.poll(() => colours(page)).toEqual(expected.light);
  });
});

test('in the default (light) mode the code blocks are hydrated, not rendered a second time', async ({page}) => {
  // Note the server-rendered code block before any script runs; once the page is idle it must
  // still be the same element (a remount would replace it after highlighting the code again).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as {serverPre: Element | null}).serverPre = document.querySelector('pre.prism-code');
      }
    });
  });
  await page.goto('/docs/scanners/nmap', {waitUntil: 'networkidle'});
  const same = await page.evaluate(() => {
    const {serverPre} = window as unknown as {serverPre: Element | null};
    return serverPre !== null && serverPre === document.querySelector('pre.prism-code') && serverPre.isConnected;
  });
  expect(same).toBe(true);
});

test('a change of the stored choice that keeps the colours renders no code block again', async ({context}) => {
  // React reports each commit to a developer-tools hook when one is installed. Each code block's
  // <pre> is known by its element; a new props object on it means the block rendered again.
  const reader = await context.newPage();
  await reader.addInitScript(() => {
    type Fiber = {type: unknown; stateNode: unknown; memoizedProps: unknown; child: Fiber | null; sibling: Fiber | null};
    const seen = new WeakMap<object, unknown>();
    const counts = {renders: 0};
    const visit = (fiber: Fiber | null): void => {
      for (let at = fiber; at; at = at.sibling) {
        if (at.type === 'pre' && at.stateNode instanceof HTMLElement && at.stateNode.classList.contains('prism-code')) {
          if (seen.has(at.stateNode) && seen.get(at.stateNode) !== at.memoizedProps) counts.renders += 1;
          seen.set(at.stateNode, at.memoizedProps);
        }
        visit(at.child);
      }
    };
    Object.assign(window, {
      codeBlockRenders: counts,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: {current: Fiber}) => visit(root.current),
      },
    });
  });
  await reader.goto('/docs/scanners/nmap', {waitUntil: 'networkidle'});
  const renders = () => reader.evaluate(() => (window as unknown as {codeBlockRenders: {renders: number}}).codeBlockRenders.renders);
  // The far blocks are laid out once the page is idle, and a code block laid out then measures
  // itself and may render its word-wrap button: on a slow machine that comes after the network is
  // idle. Count from when those renders are over.
  await laidOutWhole(reader);
  await expect
    .poll(async () => {
      const first = await renders();
      await reader.waitForTimeout(500);
      return (await renders()) - first;
    })
    .toBe(0);
  const before = await renders();
  // Another tab stores the light choice and then forgets it: the colours stay light, the choice
  // goes from light to none (the toggle says so), and no code block has anything new to show.
  const other = await context.newPage();
  await other.goto('/blog');
  await other.evaluate(() => localStorage.setItem('theme', 'light'));
  await other.evaluate(() => localStorage.removeItem('theme'));
  await expect(toggle(reader)).toHaveAccessibleName(/system mode/);
  expect(await theme(reader)).toBe('light');
  expect(await renders()).toBe(before);
});
