import {test, expect, recordScripts} from './support/test';
import {specBlogPosts} from '../../lib/specRoutes';

const blogPosts = specBlogPosts();

test.describe('blog', () => {
  test('the list shows 10, 10 and 1 posts over three pages', async ({page}) => {
    const counts: number[] = [];
    for (const route of ['/blog', '/blog/page/2', '/blog/page/3']) {
      await page.goto(route);
      counts.push(await page.locator('main article').count());
    }
    expect(counts).toEqual([10, 10, 1]);
    await page.goto('/blog');
    await expect(page.getByRole('navigation', {name: 'Blog list page navigation'}).getByRole('link', {name: /Older entries/})).toHaveAttribute('href', '/blog/page/2');
  });

  // src/plugins/blogWithOneChunkPerList: a list page's previews come in one script.
  for (const route of ['/blog', '/blog/tags/secure-code-box/page/2']) {
    test(`${route} loads the previews it lists in one script`, async ({page}) => {
      const scripts = recordScripts(page);
      await page.goto(route);
      // Each preview carries its post's metadata, which names the post's source file.
      const withPreviews = (await scripts.settled()).filter((load) => load.type === 'script').map((load) => load.body).filter((body) => body.includes('"source":"@site/blog/'));
      expect(withPreviews).toHaveLength(1);
      const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(withPreviews[0].match(/"source":"@site\/blog\//g)).toHaveLength(hrefs.length);
      for (const href of hrefs) expect(withPreviews[0]).toContain(`"permalink":"${href}"`);
      // The previews are live: "Continue reading" leads to the post, rendered on the client.
      await page.locator('main article').first().getByRole('link', {name: /^Continue reading/}).click();
      await expect(page).toHaveURL(hrefs[0]!);
      await expect(page.locator('main article header h1')).toBeVisible();
    });
  }

  // src/theme/Blog/Components/Author/Socials: the brand icons load only for an author with socials.
  for (const route of ['/blog', blogPosts[0].route]) {
    test(`${route} keeps the author's socials row but loads no brand icons`, async ({page}) => {
      const scripts = recordScripts(page);
      await page.goto(route);
      // A label only the theme's socials component carries.
      expect((await scripts.settled()).filter((load) => /label:\s*["']Stack Overflow["']/.test(load.body)).map((load) => load.url)).toEqual([]);
      const row = page.locator('main article [class*="avatar__intro"] [class^="authorSocials_"]').first();
      await expect(row).toBeAttached();
      expect(await row.evaluate((el) => getComputedStyle(el).height)).toBe('16px');
    });
  }

  test('the newest post comes first and carries author and reading time', async ({page}) => {
    await page.goto('/blog');
    const first = page.locator('main article').first();
    const newest = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))[0];
    await expect(first.locator('h2 a')).toHaveAttribute('href', newest.route);
    await expect(first).toContainText('The secureCodeBox Team');
    await expect(first).toContainText(/min read/);
  });

  // One test per post, so that the time limit covers one page load however many posts there are.
  for (const post of blogPosts) {
    test(`${post.route} shows its reading time and the team author`, async ({page}) => {
      await page.goto(post.route);
      await expect(page.locator('main article header')).toContainText(/(\d+|One) min read/);
      await expect(page.locator('main article header')).toContainText('The secureCodeBox Team');
    });
  }

  test('the sidebar lists all posts grouped by year', async ({page}) => {
    await page.goto(blogPosts[0].route);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.locator('a')).toHaveCount(blogPosts.length);
    const years = [...new Set(blogPosts.map((p) => p.date.slice(0, 4)))].sort().reverse();
    await expect(sidebar.locator('[class*="yearGroupHeading"]')).toHaveText(years);
  });

  test('the archive lists every post grouped by year', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.locator('main a[href^="/blog/20"]')).toHaveCount(blogPosts.length);
    const years = [...new Set(blogPosts.map((p) => p.date.slice(0, 4)))];
    for (const y of years) await expect(page.locator(`main h2#year-${y}`)).toHaveText(new RegExp(`^${y}`));
  });

  test('tags: 42 tags, and the secure-code-box tag has two pages', async ({page}) => {
    await page.goto('/blog/tags');
    await expect(page.locator('main a[href^="/blog/tags/"]')).toHaveCount(42);
    await page.goto('/blog/tags/secure-code-box');
    await expect(page.locator('main article')).toHaveCount(10);
    await page.goto('/blog/tags/secure-code-box/page/2');
    await expect(page.locator('main article')).toHaveCount(blogPosts.filter((p) => p.tags.includes('secureCodeBox')).length - 10);
  });

  test('a post links to its tags and has an edit link', async ({page}) => {
    await page.goto('/blog/2020/10/16/release-of-securecodebox-version-2');
    await expect(page.locator('main article a[href="/blog/tags/v-2"]')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', /^https:\/\/github\.com\/secureCodeBox\/secureCodeBox\/edit\/main\/documentation\/blog\//);
  });
});

test.describe('feeds', () => {
  for (const [file, entry] of [
    ['rss.xml', /<item>/g],
    ['atom.xml', /<entry>/g],
  ] as const) {
    test(`${file} parses with 21 entries, language en and a copyright`, async ({page}) => {
      const res = await page.request.get(`/blog/${file}`);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName};
      }, xml);
      expect(parsed.error).toBeNull();
      expect(xml.match(entry)?.length).toBe(21);
      expect(xml).toMatch(/<language>en<\/language>|xml:lang="en"|<feed[^>]*>/);
      expect(xml).toMatch(/(<copyright>|<rights>)Copyright © 2025/);
    });
  }

  test('feed.json parses with 21 items', async ({request}) => {
    const feed = await (await request.get('/blog/feed.json')).json();
    expect(feed.items).toHaveLength(21);
    expect(feed.title).toBe('secureCodeBox Blog');
  });

  test('the RSS feed declares language en', async ({request}) => {
    const xml = await (await request.get('/blog/rss.xml')).text();
    expect(xml).toContain('<language>en</language>');
  });
});
