import {test, expect} from './support/test';
import {scanners, hooks} from '../../src/data/integrations';

test.describe('landing page', () => {
  test('hero has the pitch and a Get Started button to the installation page', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('secureCodeBox');
    await page.getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
  });

  test('has the sections in order, each named by a heading', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('main h2')).toHaveText([
      'What secureCodeBox does',
      'How it works',
      'Integrations',
      'Who it is for',
      'Your first findings are ten minutes away',
    ]);
  });

  test('the how-it-works diagram is an accessible image', async ({page}) => {
    await page.goto('/');
    const diagram = page.getByRole('img', {name: 'The life of a scan in secureCodeBox'});
    await expect(diagram).toBeVisible();
    await expect(page.locator('#how-it-works ol li')).toHaveCount(4);
  });

  test('the integrations grid links every scanner and hook page', async ({page}) => {
    await page.goto('/');
    for (const s of scanners) await expect(page.locator(`#integrations a[href="/docs/scanners/${s.slug}"]`)).toHaveCount(1);
    for (const h of hooks) await expect(page.locator(`#integrations a[href="/docs/hooks/${h.slug}"]`)).toHaveCount(1);
  });

  test('looks right in dark mode and on a phone', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/');
    // On a phone the colour toggle lives in the side menu.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
  });

  test('makes no request to another host', async ({page}) => {
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) foreign.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});
