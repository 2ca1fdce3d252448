import {test, expect, navigateInApp, recordScripts, type Page} from './support/test';

// Code blocks hydrate from the tokens in the server's HTML, and Prism loads only for code the
// page did not bring (src/plugins/prismOnDemand).

// A name only Prism's core uses: the hook it runs before tokenizing.
const PRISM = /["']before-tokenize["']/;

/** The scripts recorded so far that carry Prism's tokenizer: those the page `run`, and those only `prefetched`. */
async function prismLoads(scripts: ReturnType<typeof recordScripts>) {
  const loads = (await scripts.settled()).filter((load) => PRISM.test(load.body));
  return {
    run: loads.filter((load) => load.type === 'script').map((load) => load.url),
    prefetched: loads.filter((load) => load.type !== 'script').map((load) => load.url),
  };
}

/** Every code block as the reader sees it: per line, each token's classes, text and colour. */
const codeOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main pre.prism-code')].map((pre) => ({
      className: pre.className,
      lines: [...pre.querySelectorAll('.token-line')].map((line) => [
        line.className,
        ...[...line.querySelectorAll('.token')].map((token) => `${token.className}|${token.textContent}|${getComputedStyle(token).color}`),
      ]),
    })),
  );

test('a docs page hydrates its code blocks without running Prism, and a colour switch needs none either', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/docs/scanners/nmap');
  await scripts.settled();
  const light = await codeOf(page);
  expect(light.length).toBeGreaterThan(3);
  expect(light.flatMap((block) => block.lines.flat()).some((token) => token.includes('token atrule') || token.includes('token key'))).toBe(true);

  await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => JSON.stringify(await codeOf(page))).not.toBe(JSON.stringify(light));
  const dark = await codeOf(page);
  // Same tokens, other colours.
  const withoutColour = (code: typeof light) => code.map((block) => block.lines.map((line) => line.map((token) => token.replace(/\|[^|]*$/, ''))));
  expect(withoutColour(dark)).toEqual(withoutColour(light));
  const prism = await prismLoads(scripts);
  expect(prism.run).toEqual([]);
  // For later client-side navigations, the browser fetches it at idle priority once the page is idle.
  await expect.poll(async () => (await prismLoads(scripts)).prefetched.length).toBeGreaterThan(0);
});

// One page per grammar the docs use (bash, yaml, go, python, makefile, json, dockerfile,
// javascript, fish/zsh/powershell as unknown grammars, diff).
const pages = [
  '/docs/scanners/nmap',
  '/docs/contributing/test-concept/operator-test',
  '/docs/hooks/generic-webhook',
  '/docs/contributing/integrating-a-scanner/makefile',
  '/docs/hooks/defectdojo',
  '/docs/contributing/integrating-a-scanner/parser-dir',
  '/docs/contributing/test-concept/hook-test',
  '/docs/scbctl/auto-completion',
  '/blog/2024/10/25/removing-mozilla-ssh_scan-scantype-in-4.10',
];

test('code rendered in the browser by Prism looks exactly like the code the server rendered', async ({page}) => {
  // Two loads of each page and the wait for Prism: a few seconds per page on a busy 2-core machine.
  test.setTimeout(30_000 + pages.length * 20_000);
  for (const path of pages) {
    const scripts = recordScripts(page);
    await page.goto(path);
    const fromServer = await codeOf(page);
    expect(fromServer.length, path).toBeGreaterThan(0);

    // From a page without code, the same page rendered by the browser: its tokens must come
    // from Prism (loaded now), and match the server's token for token, colours included.
    await page.goto('/');
    await navigateInApp(page, path);
    await expect.poll(() => codeOf(page), {message: path, timeout: 15_000}).toEqual(fromServer);
    expect((await prismLoads(scripts)).run.length, path).toBeGreaterThan(0);
    page.removeAllListeners('response');
  }
});

/** Per code block in the article: whether React manages the block (its <pre>) and how many of its lines. */
const reactLines = (page: Page) =>
  page.evaluate(() => {
    const managed = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return [...document.querySelectorAll('main pre.prism-code')].map((pre) => ({
      block: managed(pre),
      lines: [...pre.querySelectorAll('.token-line')].filter(managed).length,
    }));
  });

test('hydration adopts the lines the server wrote; word wrap, copying and a colour switch still work', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 360, height: 740});
  await page.goto('/docs/scanners/nmap');
  const served = await codeOf(page);
  // React manages every block but none of their lines (src/plugins/prismOnDemand/Highlight.client.tsx).
  // Should theme-classic render its blocks differently, the blocks render their lines again and this fails.
  const hydrated = await reactLines(page);
  expect(hydrated.length).toBeGreaterThan(3);
  expect(hydrated.every((block) => block.block && block.lines === 0)).toBe(true);

  // A block too wide for a phone offers word wrap; the button wraps the adopted lines.
  const block = page.locator('main .theme-code-block').filter({has: page.getByRole('button', {name: 'Toggle word wrap'})}).first();
  const code = block.locator('pre code');
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const lines = await code.locator('.token-line').allTextContents();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
  expect(await codeOf(page)).toEqual(served);

  // The other colours: the blocks are rendered again from their tokens, now React's.
  await page.setViewportSize({width: 1280, height: 800});
  await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await reactLines(page)).every((b) => b.lines > 0)).toBe(true);
});
