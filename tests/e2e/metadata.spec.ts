import {test, expect, recordScriptAdds, type Page} from './support/test';
import {siteKeywords} from '../../src/data/site';

/** The paths of the bundles the page's loader lists (src/ssr/template.ts), in its order. */
async function listedBundles(page: Page): Promise<string[]> {
  const names = await page.locator('script[data-scripts]').getAttribute('data-scripts');
  return names!.split(' ').map((name) => `/assets/js/${name}.js`);
}

test.describe('site metadata', () => {
  test('home page head carries title, language, keywords, favicon and social image', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/secureCodeBox/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const keywords = await page.locator('meta[name="keywords"]').first().getAttribute('content');
    for (const k of siteKeywords) expect(keywords).toContain(k);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toBe('https://www.securecodebox.io/img/social-card.png');
    const res = await page.request.get('/img/social-card.png');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  });

  test('docs pages have their own description and canonical URL', async ({page}) => {
    await page.goto('/docs/scanners/nmap');
    await expect(page).toHaveTitle(/Nmap.*secureCodeBox/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.securecodebox.io/docs/scanners/nmap');
  });

  test('every kind of page names llms.txt as what describes it, and doc pages and posts keep their twin link', async ({page, request}) => {
    for (const [route, twin] of [
      ['/', null],
      ['/docs/scanners/nmap', '/docs/scanners/nmap.md'],
      ['/blog/2020/09/08/blinmaker', '/blog/2020/09/08/blinmaker.md'],
      ['/blog', null],
    ] as const) {
      await page.goto(route);
      const describedBy = page.locator('head link[rel="describedby"]');
      await expect(describedBy, route).toHaveCount(1);
      await expect(describedBy, route).toHaveAttribute('href', '/llms.txt');
      await expect(describedBy, route).toHaveAttribute('type', 'text/plain');
      if (twin) await expect(page.locator('head link[rel="alternate"][type="text/markdown"]'), route).toHaveAttribute('href', twin);
    }
    const llms = await request.get('/llms.txt');
    expect(llms.status()).toBe(200);
    expect(await llms.text()).toMatch(/^# secureCodeBox\n/);
  });

  test('a sitemap lists the docs and the blog', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('https://www.securecodebox.io/docs/getting-started/installation');
    expect(xml).toContain('https://www.securecodebox.io/blog/2020/09/08/blinmaker');
  });

  test('the HTML names no script file: the bundles are requested after the first paint, then the page hydrates', async ({page, request}) => {
    const html = await (await request.get('/docs/scanners/nmap')).text();
    // No <script src> in the served page (src/ssr/template.ts); the inline loader's attribute lists the bundles.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/<script data-scripts="[^"]+ main\.[0-9a-f]+ runtime~main\.[0-9a-f]+">[^<]*requestAnimationFrame/);
    const bundles: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/js\/(runtime~main|main)\./.test(r.url())) bundles.push(new URL(r.url()).pathname.replace(/\.[0-9a-f]+\.js$/, ''));
    });
    await page.goto('/docs/scanners/nmap');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(bundles).toEqual(['/assets/js/main', '/assets/js/runtime~main']);
  });

  // Starting a download costs the main thread time on a slow phone: a page with many bundles must
  // not add them all in one long task.
  test('the loader adds each listed bundle once, in order, each in a task of its own, the runtime last', async ({page}) => {
    const scripts = await recordScriptAdds(page);
    await page.goto('/docs/scanners/nmap');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const listed = await listedBundles(page);
    const adds = await scripts.added();
    const ours = adds.filter(({src}) => listed.includes(src));
    expect(ours.map(({src}) => src)).toEqual(listed);
    expect(new Set(ours.map(({task}) => task)).size).toBe(listed.length);
  });

  // The reader's condition: every request slow, ours included. The page's route code then must not
  // wait for main.js to arrive and run before it is even asked for.
  test("on a slow network, the route's bundles download beside main.js, each once, and the page hydrates", async ({page}) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 400, downloadThroughput: 100_000, uploadThroughput: 50_000});
    const started: string[] = [];
    const arrived = new Map<string, number>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') started.push(new URL(r.url()).pathname);
    });
    page.on('requestfinished', (r) => arrived.set(new URL(r.url()).pathname, started.length));
    await page.goto('/docs/scanners/nmap', {timeout: 60_000});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
    const listed = await listedBundles(page);
    expect(listed.length).toBeGreaterThan(2);
    // By the time the runtime (listed last) had arrived, the listed bundles, in order, and nothing else had been asked for.
    expect(started.slice(0, arrived.get(listed.at(-1)!))).toEqual(listed);
    for (const bundle of listed) expect(started.filter((url) => url === bundle), bundle).toHaveLength(1);
  });
});
