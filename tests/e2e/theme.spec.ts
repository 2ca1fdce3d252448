import {test, expect, type Page} from '@playwright/test';

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
    const page = await context.newPage();
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
