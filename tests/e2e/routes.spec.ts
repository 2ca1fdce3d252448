import {test, expect, navigateInApp} from './support/test';
import {sitemapRoutes} from '../../lib/sitemap';
import {specBlogPosts, specDocRoutes} from '../../lib/specRoutes';

const docRoutes = specDocRoutes();
const blogPosts = specBlogPosts();

test.describe('every route of the spec is served', () => {
  // Plain HTTP requests, a few milliseconds each; the limits allow half a second per route.
  test('all doc routes answer 200 with a titled page', async ({request}) => {
    test.setTimeout(30_000 + docRoutes.length * 500);
    const failures: string[] = [];
    for (const route of docRoutes) {
      const res = await request.get(route);
      const html = await res.text();
      if (res.status() !== 200 || !/<h1[\s>]/.test(html)) failures.push(`${route} (${res.status()})`);
    }
    expect(failures).toEqual([]);
  });

  test('all blog post routes answer 200', async ({request}) => {
    test.setTimeout(30_000 + blogPosts.length * 500);
    const failures: string[] = [];
    for (const post of blogPosts) {
      const res = await request.get(post.route);
      if (res.status() !== 200) failures.push(`${post.route} (${res.status()})`);
    }
    expect(failures).toEqual([]);
  });

  test('blog index, pages, archive and tag routes answer 200', async ({request}) => {
    for (const route of ['/', '/blog', '/blog/page/2', '/blog/page/3', '/blog/archive', '/blog/tags', '/blog/tags/secure-code-box', '/blog/tags/secure-code-box/page/2']) {
      expect((await request.get(route)).status(), route).toBe(200);
    }
  });
});

test('the routes the suites walk are those of the build being served', async ({request}) => {
  // The layout, console and accessibility suites read their routes with sitemapRoutes(), which
  // follows $BUILD_DIR as the servers do; a suite that read another build's sitemap would walk
  // pages this server does not have, or miss some it has.
  const served = await (await request.get('/sitemap.xml')).text();
  const servedRoutes = [...served.matchAll(/<loc>[^<]*?securecodebox\.io([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  expect(servedRoutes.length).toBeGreaterThan(150);
  expect(sitemapRoutes()).toEqual(servedRoutes);
});

test.describe('paths ending in .html or /index.html', () => {
  for (const suffix of ['.html', '/index.html']) {
    test(`/docs/getting-started/installation${suffix} shows the installation page`, async ({page}) => {
      await page.goto(`/docs/getting-started/installation${suffix}`);
      await expect(page.locator('article h1')).toHaveText(/Install/i);
      await expect(page.locator('.navbar__link--active', {hasText: 'Docs'})).toBeVisible();
    });
  }
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page', async ({page}) => {
    await page.goto('/docs/this-page-does-not-exist');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
  });

  test('a client-side navigation to an unknown path shows the not-found page', async ({page}) => {
    await page.goto('/');
    await navigateInApp(page, '/nowhere/at/all');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  // The docs root renders the not-found text, loaded on demand (src/theme/NotFound/Content).
  test('a client-side navigation to an unknown docs path shows the not-found text', async ({page}) => {
    await page.goto('/docs/scanners/nmap');
    await navigateInApp(page, '/docs/scanners/no-such-scanner');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
  });
});
