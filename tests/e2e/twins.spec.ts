import {test, expect, recordScripts} from './support/test';

// "Copy page" and "View as Markdown" (src/components/PageActions) on doc pages and blog posts,
// and the <link rel="alternate"> to each page's Markdown twin (src/plugins/markdownTwins).

const isCopyCode = (body: string): boolean => body.includes('ClipboardItem');

test.describe('Markdown twin of a page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('"Copy page" puts the twin on the clipboard, loading its code on the first click', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/scanners/nmap');
    const twin = await (await page.request.get('/docs/scanners/nmap.md')).text();
    expect(twin.split('\n')[0]).toBe('# Nmap');
    expect((await scripts.settled()).filter((load) => isCopyCode(load.body))).toEqual([]);

    const actions = page.locator('[class*="actions"]', {has: page.getByRole('link', {name: 'View as Markdown'})});
    const button = actions.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(actions.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(actions.getByRole('status')).toHaveText('The page is on the clipboard as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect((await scripts.settled()).filter((load) => isCopyCode(load.body))).toHaveLength(1);
    // The label comes back, ready for another copy.
    await expect(actions.getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 10_000});
  });

  test('works from the keyboard on a blog post, and copies that post', async ({page}) => {
    await page.goto('/blog/2022/01/18/log4shell');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeFocused();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get('/blog/2022/01/18/log4shell.md')).text());
    expect(copied).toContain('Published 2022-01-18 by The secureCodeBox Team.');
  });

  test('"View as Markdown" and the alternate link lead to the twin, after a client-side navigation too', async ({page}) => {
    await page.goto('/docs/scanners/nmap');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/scanners/nmap.md');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/scanners/nmap.md');
    await page.locator('nav.menu').getByRole('link', {name: 'Trivy', exact: true}).click();
    await expect(page.locator('main h1')).toHaveText('Trivy');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/scanners/trivy.md');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/docs/scanners/trivy.md');
    const response = await page.request.get((await view.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith('# Trivy\n')).toBe(true);
  });

  test('category pages have their twin, list pages of the blog show no controls', async ({page}) => {
    await page.goto('/docs/scanners/');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/scanners.md');
    await page.goto('/docs/how-tos');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/how-tos.md');
    await page.goto('/blog');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });

  test('the twins and llms files are not pages: no sitemap entry, search result or feed item points to one', async ({request}) => {
    for (const file of ['/sitemap.xml', '/blog/rss.xml', '/blog/atom.xml', '/search-index-default.json', '/search-index-docs-default-current.json']) {
      const text = await (await request.get(file)).text();
      expect(text, file).not.toMatch(/\/(docs|blog)\/[^"<\s]*\.md\b|llms(-full)?\.txt/);
    }
  });
});
