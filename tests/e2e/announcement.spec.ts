import {test, expect} from './support/test';
import {announcement} from '../../src/data/announcement';
import {release} from '../../src/data/release/generated/release';

const bar = 'div[role="banner"]';

test.describe('announcement bar', () => {
  test('is shown with useful links and no external image', async ({page}) => {
    await page.goto('/');
    const el = page.locator(bar);
    await expect(el).toBeVisible();
    await expect(el).toContainText(`secureCodeBox v${release.version} is the latest release`);
    await expect(el.getByRole('link', {name: 'upgrade guide'})).toHaveAttribute('href', '/docs/getting-started/upgrading');
    await expect(el.locator('img')).toHaveCount(0);
  });

  test('dismissal is remembered across reloads', async ({page}) => {
    await page.goto('/');
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement.id);
    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('a new bar id shows the bar again', async ({page}) => {
    await page.goto('/');
    // A reader who dismissed an earlier announcement (another id) sees the current one.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await expect(page.locator(bar)).toBeVisible();
  });
});
