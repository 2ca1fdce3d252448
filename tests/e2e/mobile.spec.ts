import {test, expect} from './support/test';

test.describe('narrow layout (996 px and below)', () => {
  test('at 996 px the hamburger replaces the navbar items', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'Docs'})).toBeHidden();
  });

  test('at 997 px the desktop navbar is shown', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'Docs'})).toBeVisible();
  });

  for (const width of [320, 360, 768]) {
    test(`at ${width} px the search stays in the navbar, one tap away, and the icon links are in the menu`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/getting-started/installation');
      const navbar = page.locator('nav.navbar .navbar__inner');
      await expect(navbar.getByRole('link', {name: 'secureCodeBox on GitHub'})).toBeHidden();
      await expect(navbar.getByRole('link', {name: 'secureCodeBox at OWASP'})).toBeHidden();
      const search = navbar.getByRole('button', {name: /search/i});
      await expect(search).toBeVisible();
      // Nothing lies on top of it: a tap at its centre reaches the button itself.
      const box = (await search.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      expect(await search.evaluate((button, [px, py]) => document.elementFromPoint(px, py)?.closest('button') === button, [x, y])).toBe(true);
      await page.mouse.click(x, y);
      // The first open also downloads the search code, which takes longer on a busy machine.
      await expect(page.locator('.aa-DetachedOverlay input.aa-Input')).toBeFocused({timeout: 15_000});
      await page.keyboard.press('Escape');

      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await menu.getByRole('button', {name: '← Back to main menu'}).click();
      await expect(menu.getByRole('link', {name: 'secureCodeBox on GitHub'})).toHaveAttribute('href', 'https://github.com/secureCodeBox/');
      await expect(menu.getByRole('link', {name: 'secureCodeBox at OWASP'})).toHaveAttribute('href', 'https://owasp.org/www-project-securecodebox/');
      await expect(menu.getByRole('link', {name: 'secureCodeBox on GitHub'})).toBeVisible();
      await expect(menu.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    });
  }

  test('the side menu loads and renders when it is first opened, and stays for the next time', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/docs/getting-started/installation');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    // Hydrated at a phone's width, the page has not rendered the hidden menu and its docs sidebar.
    await page.waitForTimeout(300);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.click();
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu')).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  });

  test('the side menu shows the docs sidebar with a back button, locks scrolling and closes', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/docs/getting-started/installation');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // On a docs page the secondary menu (the docs sidebar) opens first.
    await expect(sidebar.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
    await expect(sidebar.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('visible');
  });

  test('the side menu closes when the window becomes desktop-wide', async ({page}) => {
    await page.setViewportSize({width: 600, height: 800});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });

  test('choosing a page in the side menu navigates and closes it', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
