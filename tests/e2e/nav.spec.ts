import {test, expect, isCascadeListsScript, isValuesTableScript} from './support/test';

test.describe('navbar', () => {
  test('shows logo, title, Docs, Blog, icon links, search and colour toggle', async ({page}) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveClass(/navbar--fixed-top/);
    await expect(navbar.locator('.navbar__brand img:visible')).toHaveAttribute('alt', 'secureCodeBox logo');
    await expect(navbar.locator('.navbar__title')).toHaveText('secureCodeBox');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/getting-started/installation');
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
    await expect(navbar.getByRole('link', {name: 'secureCodeBox on GitHub'})).toHaveAttribute('href', 'https://github.com/secureCodeBox/');
    await expect(navbar.getByRole('link', {name: 'secureCodeBox at OWASP'})).toHaveAttribute('href', 'https://owasp.org/www-project-securecodebox/');
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Search...'})).toBeVisible();
  });

  test('Docs is active on every docs page, Blog on the blog', async ({page}) => {
    for (const route of ['/docs/getting-started/installation', '/docs/scanners/nmap', '/docs/architecture', '/docs/how-tos']) {
      await page.goto(route);
      await expect(page.locator('.navbar__link--active'), route).toHaveText('Docs');
    }
    await page.goto('/blog');
    await expect(page.locator('.navbar__link--active')).toHaveText('Blog');
  });

  test('clicking Docs and Blog navigates client-side', async ({page}) => {
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
    // The URL changes first; a reader clicks on once the new page is there (on a busy machine a
    // click while the route's chunks still load raced the pending navigation).
    await expect(page.locator('article h1')).toHaveText(/Install/i);
    await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('stays visible when the page scrolls', async ({page}) => {
    await page.goto('/docs/getting-started/installation');
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(300);
    await expect(page.locator('nav.navbar')).toBeInViewport();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  });
});

test('skip-to-content link moves focus to the main content', async ({page}) => {
  await page.goto('/docs/getting-started/installation');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The theme moves the focus start to <main>: the next Tab lands inside it, past navbar and sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

// The browser build renames the route chunks (src/plugins/routeRegistryForBrowser); Docusaurus
// finds a route's scripts to prefetch by those names, so a wrong name would silently skip them.
test('a route is prefetched by name, and following a link to it loads only prefetched scripts', async ({page}) => {
  const prefetched = new Set<string>();
  let run: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/assets/js/')) return;
    if (request.resourceType() === 'script') run.push(request.url());
    else prefetched.add(request.url());
  });
  await page.goto('/docs/scanners/nmap');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (window as unknown as {docusaurus: {prefetch(path: string): unknown}}).docusaurus.prefetch('/docs/scanners/trivy'));
  await page.waitForLoadState('networkidle');
  run = [];
  await page.locator('nav.menu').getByRole('link', {name: 'Trivy', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/scanners\/trivy$/);
  await expect(page.locator('main h1')).toHaveText('Trivy');
  // Rendered on the client, the page's values table and its cascade lists then load their own
  // code and data (not route chunks, see src/components/ChartValues and StaticIsland). Those are
  // the only other scripts.
  await expect(page.locator('table[data-chart="trivy"] tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const routeScripts: string[] = [];
  const tableScripts: string[] = [];
  const cascadeScripts: string[] = [];
  for (const url of run) {
    const body = await (await page.request.get(url)).text();
    if (isValuesTableScript(body)) tableScripts.push(url);
    else if (isCascadeListsScript(body)) cascadeScripts.push(url);
    else routeScripts.push(url);
  }
  expect(routeScripts.length).toBeGreaterThan(0);
  for (const url of routeScripts) expect(prefetched, url).toContain(url);
  expect(tableScripts.length, tableScripts.join(', ')).toBeLessThanOrEqual(2);
  expect(cascadeScripts.length, cascadeScripts.join(', ')).toBe(1);
  await expect(page.locator('[data-island="cascades-startedBy-trivy"]')).toContainText('trivy');
});

// src/plugins/idlePrefetch: a link coming into view still prefetches its route, but the work of
// finding the route's scripts waits for an idle slice instead of running in the observer's task.
test('links in view are prefetched in idle time, not in the task that reports them', async ({page}) => {
  // Counts the route prefetches added inside and outside idle callbacks: Docusaurus's are
  // <link rel="prefetch"> to a script without `as` (the bundler's own prefetches of the search
  // code, at startup, say `as`).
  await page.addInitScript(() => {
    const counts = {idle: 0, other: 0};
    (window as unknown as {prefetchCounts: typeof counts}).prefetchCounts = counts;
    let idle = 0;
    const request = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      request((deadline) => {
        idle++;
        try {
          callback(deadline);
        } finally {
          idle--;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLLinkElement && node.rel === 'prefetch' && !node.as && node.href.includes('/assets/js/')) counts[idle > 0 ? 'idle' : 'other']++;
      return append.call(this, node) as T;
    };
  });
  await page.goto('/');
  const counts = () => page.evaluate(() => (window as unknown as {prefetchCounts: {idle: number; other: number}}).prefetchCounts);
  await expect.poll(async () => (await counts()).idle).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect((await counts()).other).toBe(0);
  // A call returns before the work; its promise settles once the route's scripts are prefetched.
  // The front page does not link the blog archive, so its route has not been prefetched yet.
  const links = await page.evaluate(async () => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const before = count();
    const done = (window as unknown as {docusaurus: {prefetch(path: string): Promise<unknown>}}).docusaurus.prefetch('/blog/archive');
    const atOnce = count();
    await done;
    return {before, atOnce, after: count()};
  });
  expect(links.atOnce).toBe(links.before);
  expect(links.after).toBeGreaterThan(links.before);
});

test.describe('footer', () => {
  test('has the Docs, Community and More columns with their links', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
    const expectLink = async (name: string | RegExp, href: string) =>
      expect(footer.getByRole('link', {name})).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', {name: 'Style Guide'})).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Icons'})).toBeVisible();
    await expectLink('GitHub', 'https://github.com/secureCodeBox');
    await expectLink(/OWASP Slack.*#project-securecodebox/, 'https://owasp.org/slack/invite');
    await expectLink('Mastodon', 'https://infosec.exchange/@secureCodeBox');
    await expectLink('Imprint', 'https://www.iteratec.com/en/legal-notice/');
    await expectLink('Data Protection', 'https://www.iteratec.com/en/data-protection/');
    const badge = footer.getByRole('link', {name: 'Deploys by Netlify'});
    await expect(badge.locator('img')).toHaveAttribute('src', '/img/badges/netlify.svg');
    await expect(footer.locator('.footer__copyright')).toContainText('2025');
    await expect(footer.locator('img.footer__logo:visible')).toHaveCount(1);
  });
});

// The spec (sections 2 and 9): a route change that takes longer than 200 ms shows a progress bar.
// The reader's condition is a slow network: every request is slow, the site's own scripts as much
// as the next route's, so the bar's code must be in the browser before the first navigation needs it.
test('on a slow network, a client-side navigation shows the progress bar until the page has changed', async ({page}) => {
  // Docusaurus prefetches no route when the reader saves data, so the next route's scripts load on the click.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '2g'}, configurable: true}));
  await page.goto('/docs/getting-started/installation');
  await page.waitForLoadState('networkidle');
  // Every request from now on: 1.5 s round trip and 400 kbit/s, through Chromium's own throttling.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 1500, downloadThroughput: 50_000, uploadThroughput: 50_000});
  await page.locator('nav.menu').getByRole('link', {name: 'First Scans', exact: true}).click();
  await expect(page.locator('#nprogress .bar')).toBeAttached({timeout: 5_000});
  // Still the old page while the bar runs: the bar is what tells the reader the click was taken.
  await expect(page.locator('main h1')).not.toHaveText(/first scan/i);
  await expect(page).toHaveURL(/\/docs\/getting-started\/first-scans$/, {timeout: 30_000});
  await expect(page.locator('main h1')).toHaveText(/first scan/i, {timeout: 30_000});
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 15_000});
});
