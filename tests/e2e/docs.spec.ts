import {livePlayground, openLiveEditor, replaceLiveCode} from './support/liveCode';
import {holdRequests, test, expect} from './support/test';
import {release as documented} from '../../src/data/release/generated/release';

const SIDEBAR_ORDER = [
  'Getting Started',
  "How-To's",
  'Scanners',
  'Hooks',
  'Auto-Discovery',
  'Architecture',
  'API Reference',
  'Contributing',
  'Community Features',
  'Command Line (scbctl)',
  'Security',
  'Telemetry',
  'Mentions',
];

test.describe('docs page', () => {
  test('sidebar lists the categories in the spec order and cannot be hidden', async ({page}) => {
    await page.goto('/docs/getting-started/installation');
    const top = page.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a, .theme-doc-sidebar-menu > li > a');
    await expect(top).toHaveText(SIDEBAR_ORDER);
    await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
  });

  test('the current category is expanded and others stay open when one is opened', async ({page}) => {
    await page.goto('/docs/getting-started/installation');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const gettingStarted = sidebar.locator('> li', {hasText: 'Getting Started'});
    await expect(gettingStarted).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(gettingStarted.getByRole('link', {name: 'First Scans'})).toBeVisible();
    const hooks = sidebar.locator('> li', {hasText: /^Hooks/});
    await hooks.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    await expect(hooks).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(gettingStarted).not.toHaveClass(/menu__list-item--collapsed/);
  });

  test('the scanners and hooks are listed in alphabetical order', async ({page}) => {
    for (const section of ['scanners', 'hooks']) {
      await page.goto(`/docs/${section}`);
      const links = page.locator(`.theme-doc-sidebar-menu a.menu__link[href^="/docs/${section}/"]`);
      const routes = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(routes.length).toBeGreaterThan(9);
      // "trivy" before "trivy-sbom": by name, not by file name with its extension.
      expect(routes).toEqual([...routes].sort());
    }
  });

  test('breadcrumbs lead back through the category', async ({page}) => {
    await page.goto('/docs/contributing/integrating-a-scanner/parser-dir');
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
    await expect(crumbs).toContainText('Contributing');
    await expect(crumbs).toContainText('Integrating a Scanner');
  });

  test('table of contents lists exactly the h2 and h3 headings', async ({page}) => {
    await page.goto('/docs/getting-started/installation');
    const headings = await page
      .locator('article .markdown h2[id], article .markdown h3[id]')
      .evaluateAll((els) => els.map((e) => `#${e.id}`));
    const tocLinks = await page.locator('.table-of-contents a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(headings.length).toBeGreaterThan(2);
    expect(tocLinks).toEqual(headings);
    const deeper = await page.locator('article .markdown h4[id]').evaluateAll((els) => els.map((e) => `#${e.id}`));
    for (const id of deeper) expect(tocLinks).not.toContain(id);
  });

  test('the table of contents stays in view while a long page scrolls, on docs and blog posts', async ({page}) => {
    for (const route of ['/docs/scanners/nmap', '/blog/2021/07/20/the-architecture-of-securecodebox-v2']) {
      await page.goto(route);
      const toc = page.getByRole('navigation', {name: 'On this page'});
      await expect(toc).toBeVisible();
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      // Below the navbar, not scrolled away with the text.
      await expect(toc).toBeInViewport();
      const top = await toc.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
    }
  });

  test('edit link points into the documentation folder of the repository', async ({page}) => {
    await page.goto('/docs/getting-started/installation');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/secureCodeBox\/secureCodeBox\/edit\/main\/documentation\/docs\/getting-started\/installation\.mdx?$/,
    );
  });

  test('previous and next links walk the sidebar order', async ({page}) => {
    await page.goto('/docs/getting-started/first-scans');
    const pager = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pager.locator('.pagination-nav__link--prev')).toHaveAttribute('href', '/docs/getting-started/installation');
    await pager.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/first-scans$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article h1')).not.toHaveText('Starting Your First Scans');
  });

  test('generated index pages list their documents, each card with its description', async ({page}) => {
    for (const [route, child, description] of [
      ['/docs/how-tos', '/docs/how-tos/scope', /^Keep cascading scans inside the hosts/],
      ['/docs/scbctl', '/docs/scbctl/installation', /\w{3,}/],
    ] as const) {
      await page.goto(route);
      const card = page.locator(`article a[href="${child}"]`);
      await expect(card, route).toHaveCount(1);
      // The card reads the doc from the docs version data, which keeps the docs of these cards only
      // (src/plugins/docsWithLeanVersionData); the page hydrated, so the browser had it.
      await expect(card.locator('p[class*="cardDescription"]'), route).toHaveText(description);
    }
    // Every card of both pages has its description.
    for (const route of ['/docs/how-tos', '/docs/scbctl']) {
      await page.goto(route);
      const descriptions = await page.locator('article a.card p[class*="cardDescription"]').allTextContents();
      expect(descriptions.length, route).toBeGreaterThan(3);
      for (const text of descriptions) expect(text.trim(), route).not.toBe('');
    }
  });

  test('scanner and hook overviews link every catalogue entry', async ({page}) => {
    await page.goto('/docs/scanners');
    // The cards, not the comparison table below them, which links each shipped scanner again.
    await expect(page.locator('article a[href^="/docs/scanners/"]:not(table a)')).toHaveCount(19);
    await page.goto('/docs/hooks');
    await expect(page.locator('article a[href^="/docs/hooks/"]')).toHaveCount(10);
  });

  test('the overviews keep what the release does not ship in a group of its own, and badge its status', async ({page}) => {
    const groups = [
      {route: '/docs/scanners', headings: ['Scanners in this release', 'Compare the scanners', 'Removed scanners'], slug: 'amass', label: 'Removed'},
      {route: '/docs/hooks', headings: ['Hooks in this release', 'Hooks not released'], slug: 'static-report', label: 'Not released'},
    ];
    for (const {route, headings, slug, label} of groups) {
      const other = headings.at(-1)!;
      await page.goto(route);
      await expect(page.locator('article h2')).toHaveText(headings);
      await expect(page.locator('article')).toContainText(`secureCodeBox ${documented.version} ships a chart for each of these`);
      // The card sits in the list that follows its group's heading, and nowhere else.
      const otherList = page.locator(`article h2:text-is("${other}") ~ ul`).last();
      await expect(otherList.locator('a')).toHaveCount(1);
      await expect(otherList.locator(`a[href="${route}/${slug}"]`)).toContainText(label);
    }
    await page.goto('/docs/hooks');
    await expect(page.locator('article a[href="/docs/hooks/dependency-track"]')).toContainText('In development');
    await expect(page.locator('article a[href="/docs/hooks/defectdojo"] [class*="status"]')).toHaveCount(0);
  });
});

test.describe('code blocks', () => {
  test('are highlighted and can be copied', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/getting-started/installation');
    const block = page.locator('div[class*="codeBlockContainer"]', {hasText: 'helm'}).first();
    await expect(block.locator('.token').first()).toBeAttached();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('helm');
  });

  test('yaml blocks use the yaml grammar', async ({page}) => {
    await page.goto('/docs/getting-started/first-scans');
    const yaml = page.locator('pre.language-yaml').first();
    await expect(yaml).toBeVisible();
    await expect(yaml.locator('.token.key, .token.atrule').first()).toBeAttached();
  });
});

test.describe('code blocks after a client-side navigation', () => {
  test('are highlighted with the extra grammars, which load with the code blocks', async ({page}) => {
    // The landing page has no code block, so it does not load Prism; the docs page rendered in the
    // browser must still highlight yaml and bash (src/theme/CodeBlock registers those grammars).
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
    await page.locator('.theme-doc-sidebar-container a[href="/docs/getting-started/first-scans"]').click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/first-scans$/);
    // The URL changes before the new page is shown: check the code blocks of first-scans itself.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Starting Your First Scans');
    await expect(page.locator('pre.language-yaml .token.key, pre.language-yaml .token.atrule').first()).toBeAttached();
    await expect(page.locator('pre.language-bash .token.function, pre.language-bash .token.parameter').first()).toBeAttached();
  });
});

test.describe('live code block', () => {
  test('shows the code and the server-rendered result, loads the editor on first click and updates the result on edit', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/docs/api/finding');
    const {playground, staticCode, editor, result} = livePlayground(page);
    await expect(playground).toHaveCount(1);
    await expect(playground.locator('div[class*="playgroundHeader"]')).toHaveText(['Live Editor', 'Result']);
    // The result is in the page before any editor code has loaded.
    await expect(result.locator('tr', {hasText: 'HIGH'})).toContainText('1');
    await expect(staticCode).toContainText('SeveritySummary');
    await page.waitForLoadState('networkidle');
    await expect(playground.locator('[contenteditable]')).toHaveCount(0);
    const loadedBefore = scripts.length;

    await openLiveEditor(page);
    expect(scripts.length, 'the editor and its compiler load on the first click').toBeGreaterThan(loadedBefore);
    await expect(result.locator('tr', {hasText: 'HIGH'})).toContainText('1');
    await replaceLiveCode(page, '<p>Edited</p>');
    await expect(result).toHaveText('Edited');
    await expect(editor).toHaveText('<p>Edited</p>');
    // Break the code on purpose: the preview reports the error instead of the result.
    await page.keyboard.type(' oops(');
    await expect(result.locator('pre')).toContainText(/Error/);
    await expect(result.locator('p')).toHaveCount(0);
  });

  test('a keyboard reader reaches the editor with Tab', async ({page}) => {
    await page.goto('/docs/api/finding');
    const {staticCode, editor} = livePlayground(page);
    await staticCode.focus();
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('// edited');
    await expect(editor).toContainText('// edited');
  });

  test('a reader who clicks the code before the page is interactive gets the editor once it is', async ({page}) => {
    // The page's scripts wait until the reader has clicked; the HTML shows the code meanwhile.
    const release = await holdRequests(page, /\/assets\/js\/.*\.js$/);
    const loading = page.goto('/docs/api/finding');
    const {staticCode, editor, result} = livePlayground(page);
    await staticCode.click();
    await expect(staticCode).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    release();
    await loading;
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('<p>Early</p>');
    await expect(result).toHaveText('Early');
  });
});
