import {test, expect} from './support/test';
import {integrations, shippedScanners, shippedHooks, isShipped} from '../../src/data/integrations';
import {showcases, principles, type Showcase} from '../../src/data/landing';

const illustrated: readonly Showcase[] = [...showcases, ...principles];

test.describe('landing page', () => {
  test('hero has the pitch, what the release ships and a Get Started button to the installation page', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('secureCodeBox');
    await expect(page.getByText('18 scanner integrations · 9 hooks')).toBeVisible();
    await page.getByRole('link', {name: 'Get Started'}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
  });

  test('has the sections in order, each named by a heading', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('main h2')).toHaveText([
      'What sets secureCodeBox apart',
      'What the project stands for',
      'Integrations',
      'Who it is for',
      'Your first findings are ten minutes away',
    ]);
    await expect(page.locator('main article h3')).toHaveText(illustrated.map((s) => s.title));
  });

  for (const showcase of illustrated) {
    test(`showcase "${showcase.title}" is visible, with an illustration that has its text alternative`, async ({page}) => {
      await page.goto('/');
      const article = page.getByRole('article', {name: showcase.title});
      await expect(article).toBeVisible();
      await expect(article).toContainText(showcase.text);
      const figure = article.getByRole('img', {name: showcase.figure.title, exact: true});
      await expect(figure).toBeVisible();
      await expect(figure).toHaveAccessibleDescription(showcase.figure.description);
      // Drawn, not blank: the illustration names the things its flow is about.
      expect((await figure.locator('text').allTextContents()).join(' ').length).toBeGreaterThan(40);
      await expect(figure.locator('image, foreignObject')).toHaveCount(0);
    });
  }

  test('every showcase link leads to an existing page', async ({page}) => {
    await page.goto('/');
    const links = page.locator('main article a');
    await expect(links).toHaveCount(illustrated.reduce((n, s) => n + s.links.length, 0));
    for (const link of illustrated.flatMap((s) => s.links)) {
      const anchor = page.locator('main article').getByRole('link', {name: link.label, exact: true});
      await expect(anchor).toHaveAttribute('href', link.to);
      const response = await page.request.get(link.to);
      expect(response.status(), link.to).toBe(200);
    }
    // Followed in the app, the first one opens its guide.
    const [first] = showcases[0].links;
    await page.locator('main article').getByRole('link', {name: first.label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${first.to}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page).not.toHaveTitle(/Page Not Found/);
  });

  test('the integrations grid shows what the release ships, and only that', async ({page}) => {
    await page.goto('/');
    const grid = page.locator('#integrations');
    await expect(grid.locator('a[href^="/docs/scanners/"]')).toHaveCount(shippedScanners.length);
    await expect(grid.locator('a[href^="/docs/hooks/"]')).toHaveCount(shippedHooks.length);
    for (const i of integrations) {
      const kind = i.kind === 'scanner' ? 'scanners' : 'hooks';
      await expect(grid.locator(`a[href="/docs/${kind}/${i.slug}"]`)).toHaveCount(isShipped(i) ? 1 : 0);
    }
    await expect(grid).toContainText('18 scanners find the problems, 9 hooks');
    await expect(grid.locator('a[href="/docs/hooks/dependency-track"]')).toContainText('In development');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`at 360 px in ${mode} mode nothing scrolls sideways and every illustration fits`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.setViewportSize({width: 360, height: 780});
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The project's name is one word: it must not break across lines.
      const nameLines = await page.getByRole('heading', {level: 1}).evaluate((h1) => {
        const range = document.createRange();
        range.selectNodeContents(h1);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(nameLines).toBe(1);
      const figures = page.locator('main article svg[role="img"]');
      await expect(figures).toHaveCount(illustrated.length);
      for (const figure of await figures.all()) {
        const box = await figure.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
        // Drawn close to its 360-unit design size, so its smallest text stays legible.
        expect(box!.width).toBeGreaterThanOrEqual(340);
      }
    });
  }

  test('illustrations take their colours from the colour mode', async ({page}) => {
    const fills: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const figure = page.getByRole('img', {name: showcases[0].figure.title});
      const rect = figure.locator('rect').first();
      const text = figure.locator('text').first();
      fills.push(await rect.evaluate((el) => getComputedStyle(el).fill));
      fills.push(await text.evaluate((el) => getComputedStyle(el).fill));
    }
    const [lightRect, lightText, darkRect, darkText] = fills;
    expect(darkRect).not.toBe(lightRect);
    expect(darkText).not.toBe(lightText);
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
