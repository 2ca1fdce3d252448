import {test, expect, type Page} from '@playwright/test';

async function openSearch(page: Page) {
  // Before first use the navbar holds a light stand-in; clicking it loads and opens the real search.
  await page.locator('nav.navbar button[data-ready]').click();
  const input = page.locator('.aa-DetachedOverlay input.aa-Input');
  await expect(input).toBeFocused();
  return input;
}

test.describe('search', () => {
  test('the box shows the "Search..." placeholder', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('nav.navbar').getByRole('button', {name: 'Search...'})).toContainText('Search...');
    const input = await openSearch(page);
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    await expect(input).toHaveAttribute('maxlength', '512');
  });

  test('finds a scanner page by name and opens it with the terms highlighted', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('nmap');
    const items = page.locator('.aa-Item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(8);
    await expect(items.first()).toContainText(/nmap/i);
    await items.first().click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('finds blog posts too', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('blini');
    await expect(page.locator('.aa-Item').first()).toBeVisible();
    await page.locator('.aa-Item').first().click();
    await expect(page).toHaveURL(/\/blog\/2020\/09\/08\/blinmaker/);
  });

  test('says "No results found." when nothing matches', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('qwertzuiopasdfgh');
    await expect(page.locator('.aa-Panel')).toContainText('No results found.');
  });

  test('returns at most 8 results', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('scan');
    await expect(page.locator('.aa-Item').first()).toBeVisible();
    expect(await page.locator('.aa-Item').count()).toBe(8);
  });

  test('Escape closes the search panel', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('helm');
    await expect(page.locator('.aa-Item').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(0);
  });

  test('the search index is served per tag', async ({request}) => {
    const res = await request.get('/search-index-docs-default-current.json');
    expect(res.status()).toBe(200);
    const json = await res.json();
    expect(json.documents.length).toBeGreaterThan(100);
    expect(json.index).toBeTruthy();
  });
});
