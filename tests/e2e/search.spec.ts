import {test, expect, holdRequests, type Page, type Route} from './support/test';
import AxeBuilder from '@axe-core/playwright';
import {SEARCHED_TAGS} from '../../src/data/searchOptions';
import {indexUrl} from '../../src/search/indexUrl';
import {MAX_QUERY_LENGTH} from '../../src/search/query';

// What the long-input tests' probe keeps on the page's window: the longest hold of the main thread
// since it was last reset, and when its timer last ran.
type HeldProbe = {held: {longest: number; last: number}};

const INDEX_REQUEST = /\/search-index-[^/]+\.json$/;
/** Resolves once the page has asked for the index of every tag the search box reads (those the MCP server searches too). */
const searchedIndexes = (page: Page) =>
  Promise.all(SEARCHED_TAGS.map((tag) => page.waitForRequest((request) => new URL(request.url()).pathname === indexUrl('/', tag))));
const dialog = (page: Page) => page.locator('.aa-DetachedOverlay');
const searchInput = (page: Page) => page.locator('.aa-DetachedOverlay input.aa-Input');
const results = (page: Page) => page.locator('.aa-DetachedOverlay .aa-Item');

async function openSearch(page: Page) {
  // Before first use the navbar holds a light stand-in; clicking it loads and opens the real
  // search. A plain mouse click: the stand-in may give way to the real button mid-click, which
  // locator.click() would report as a failed click although the dialog opens.
  const box = await page.locator('nav.navbar button[data-ready]').boundingBox();
  if (!box) throw new Error('no search button in the navbar');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const input = searchInput(page);
  // The first open also downloads the search UI chunk, which takes longer on a busy machine.
  await expect(input).toBeFocused({timeout: 15_000});
  return input;
}

/** Opens the landing page, then the search, and types the query; returns the search box. */
async function searchFromHome(page: Page, query: string) {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill(query);
  return input;
}

/** Collects console errors and uncaught exceptions from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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
    await searchFromHome(page, 'nmap');
    const items = results(page);
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(8);
    await expect(items.first()).toContainText(/nmap/i);
    await items.first().click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('finds blog posts too', async ({page}) => {
    await searchFromHome(page, 'blini');
    await expect(results(page).first()).toBeVisible();
    await results(page).first().click();
    await expect(page).toHaveURL(/\/blog\/2020\/09\/08\/blinmaker/);
  });

  test('says "No results found." when nothing matches', async ({page}) => {
    await searchFromHome(page, 'qwertzuiopasdfgh');
    await expect(page.locator('.aa-Panel')).toContainText('No results found.');
  });

  test('returns at most 8 results', async ({page}) => {
    await searchFromHome(page, 'scan');
    await expect(results(page).first()).toBeVisible();
    expect(await results(page).count()).toBe(8);
  });

  test('Escape closes the search panel', async ({page}) => {
    await searchFromHome(page, 'helm');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the search index is served per tag', async ({request}) => {
    const res = await request.get('/search-index-docs-default-current.json');
    expect(res.status()).toBe(200);
    const json = await res.json();
    expect(json.documents.length).toBeGreaterThan(100);
    expect(json.index).toBeTruthy();
  });

  test.describe('loading', () => {
    test('nothing in the navbar moves while the search code loads in', async ({page}) => {
      await page.goto('/');
      await page.locator('nav.navbar button[data-ready]').waitFor();
      // After every change to the navbar, note where its right-hand items and the search sit.
      await page.evaluate(() => {
        const navbar = document.querySelector('nav.navbar')!;
        const where = () =>
          [...navbar.querySelectorAll('.navbar__items--right > *')]
            .map((item) => {
              const search = item.querySelector('button');
              const box = (item.matches('a') || !search ? item : search).getBoundingClientRect();
              return `${Math.round(box.x)},${Math.round(box.width)}`;
            })
            .join(' ');
        const seen = new Set([where()]);
        (window as unknown as {navbarLayouts: Set<string>}).navbarLayouts = seen;
        new MutationObserver(() => seen.add(where())).observe(navbar, {childList: true, subtree: true, attributes: true});
      });
      await page.locator('nav.navbar button[data-ready]').hover();
      await expect(page.locator('nav.navbar .aa-DetachedSearchButton')).toBeVisible();
      await expect(page.locator('nav.navbar button[data-ready]')).toHaveCount(0);
      const layouts = await page.evaluate(() => [...(window as unknown as {navbarLayouts: Set<string>}).navbarLayouts]);
      expect(layouts).toHaveLength(1);
    });

    test('the indexes download once the page has loaded and is idle, not before', async ({page}) => {
      const starts: number[] = [];
      page.on('request', (request) => {
        if (INDEX_REQUEST.test(request.url())) starts.push(Date.now());
      });
      await page.goto('/docs/getting-started/installation');
      // Idle time after the load event: the download starts without the reader touching the search.
      await expect.poll(() => starts.length).toBe(2);
      const loadedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
      for (const start of starts) expect(start).toBeGreaterThanOrEqual(Math.floor(loadedAt));
      // The search code itself is not run for that: the navbar still holds the stand-in.
      await expect(page.locator('nav.navbar button[data-ready]')).toBeVisible();
    });

    // src/browser/prefetchedLater.ts: the bundler's prefetches of the search code and of Prism are
    // requested from a chunk loaded in idle time, not while the app starts or the route loads.
    test('the search code and Prism are prefetched once the page has loaded and is idle, not while it loads', async ({page}) => {
      await page.addInitScript(() => {
        // Each prefetch with the script being evaluated when it was added, and whether the page had loaded by then.
        const added: {href: string; by: string | null; loaded: boolean}[] = [];
        Object.assign(window, {prefetchesAdded: added});
        const appendChild = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            added.push({href: node.href, by: (document.currentScript as HTMLScriptElement | null)?.src ?? null, loaded: navigation.loadEventEnd > 0});
          }
          return appendChild.call(this, node) as T;
        };
      });
      await page.goto('/docs/scanners/nmap');
      // The prefetch of the chunk with the search's autocomplete set-up, and of the one with Prism's core.
      const prefetchOf = async (code: RegExp) => {
        const added = await page.evaluate(() => (window as unknown as {prefetchesAdded: {href: string; by: string | null; loaded: boolean}[]}).prefetchesAdded);
        for (const link of added) if (code.test(await (await page.request.get(link.href)).text())) return link;
        return undefined;
      };
      for (const code of [/detachedMediaQuery/, /["']before-tokenize["']/]) {
        await expect.poll(() => prefetchOf(code)).toBeDefined();
        const {by, loaded} = (await prefetchOf(code))!;
        expect({whileMainRan: /\/assets\/js\/(runtime~)?main\./.test(by ?? ''), loaded}, String(code)).toEqual({whileMainRan: false, loaded: true});
      }
      // The search code itself is not run for that: the navbar still holds the stand-in.
      await expect(page.locator('nav.navbar button[data-ready]')).toBeVisible();
    });

    test('with Save-Data on, neither the search code nor Prism is prefetched', async ({page}) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
      const prefetched: string[] = [];
      const run: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.js')) (request.resourceType() === 'script' ? run : prefetched).push(request.url());
      });
      // The scripts of `urls` that hold `code`, read from the server.
      const holding = async (urls: string[], code: RegExp) => {
        const found: string[] = [];
        for (const url of new Set(urls)) if (code.test(await (await page.request.get(url)).text())) found.push(url);
        return found;
      };
      await page.goto('/docs/scanners/nmap');
      await page.waitForLoadState('networkidle');
      // Past the idle download's latest start, 3 s after the load event.
      await page.waitForTimeout(3500);
      await page.waitForLoadState('networkidle');
      expect(await holding(prefetched, /detachedMediaQuery|["']before-tokenize["']/)).toEqual([]);
      // Code rendered after a client-side navigation loads Prism (if the page has not yet), which prefetches nothing of the search's.
      await page.locator('nav.menu').getByRole('link', {name: 'Trivy', exact: true}).click();
      await expect(page.locator('main h1')).toHaveText('Trivy');
      await expect.poll(async () => (await holding(run, /["']before-tokenize["']/)).length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(await holding(prefetched, /detachedMediaQuery/)).toEqual([]);
    });

    test('with Save-Data on, no index is fetched before the reader reaches for the search', async ({page}) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
      const requested: string[] = [];
      page.on('request', (request) => {
        if (INDEX_REQUEST.test(request.url())) requested.push(request.url());
      });
      await page.goto('/docs/getting-started/installation');
      // Hovering loads the search code, but not the indexes.
      await page.locator('nav.navbar button[data-ready]').hover();
      await expect(page.locator('nav.navbar .aa-DetachedSearchButton')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(requested).toEqual([]);

      const indexes = searchedIndexes(page);
      await page.locator('nav.navbar .aa-DetachedSearchButton').click();
      await expect(searchInput(page)).toBeFocused();
      await indexes;
      expect([...new Set(requested.map((url) => new URL(url).pathname))].sort()).toEqual(SEARCHED_TAGS.map((tag) => indexUrl('/', tag)).sort());
    });

    test('pressing the search starts the index download before the search code has arrived', async ({page}) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
      // Hold the search code (the chunk with LocalSearch's autocomplete set-up) back: the indexes must not wait for it.
      const release = await holdRequests(page, /\.js$/, {except: (body) => !body.includes('detachedMediaQuery')});
      await page.goto('/docs/getting-started/installation');
      const indexes = searchedIndexes(page);
      const box = await page.locator('nav.navbar button[data-ready]').boundingBox();
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.mouse.down();
      await indexes;
      await page.mouse.up();
      release();
      await expect(searchInput(page)).toBeFocused({timeout: 15_000});
    });

    test('a slow index shows the loading indicator after 300 ms, then the results', async ({page}) => {
      // The indexes are held back until the indicator has been seen, however long that takes
      // on a busy machine, so the test never races the download.
      const release = await holdRequests(page, INDEX_REQUEST);
      await page.goto('/');
      const input = await openSearch(page);
      const typedAt = Date.now();
      await input.fill('nmap');
      const loading = page.locator('.aa-DetachedOverlay .aa-LoadingIndicator');
      await expect(loading).toBeVisible();
      // Not at once: the panel counts as stalled only after 300 ms without results.
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(300);
      release();
      await expect(results(page).first()).toContainText(/nmap/i, {timeout: 10_000});
      await expect(loading).toBeHidden();
    });

    const failures: Array<[string, (route: Route) => Promise<void>]> = [
      ['missing (404)', (route) => route.fulfill({status: 404, body: 'Not found'})],
      ['unreachable', (route) => route.abort()],
      ['broken', (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"documents": '})],
    ];
    for (const [failure, handle] of failures) {
      test(`a ${failure} index searches as an empty one`, async ({page}) => {
        await page.route(INDEX_REQUEST, handle);
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await searchFromHome(page, 'nmap');
        await expect(page.locator('.aa-Panel')).toContainText('No results found.');
        expect(pageErrors).toEqual([]);
      });
    }
  });

  test.describe('in a Web Worker', () => {
    /** Records every URL the page itself (not a worker) fetches. */
    async function recordPageFetches(page: Page) {
      await page.addInitScript(() => {
        const fetched: string[] = [];
        (window as unknown as {pageFetches: string[]}).pageFetches = fetched;
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
          fetched.push(input instanceof Request ? input.url : String(input));
          return original(input, init);
        };
      });
    }
    const pageFetches = (page: Page) => page.evaluate(() => (window as unknown as {pageFetches: string[]}).pageFetches.filter((url) => /search-index-/.test(url)));

    test('downloads, reads and searches the indexes in a worker: the page itself requests no index', async ({page}) => {
      await recordPageFetches(page);
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (INDEX_REQUEST.test(request.url())) indexRequests.push(request.url());
      });
      await searchFromHome(page, 'nmap');
      await expect(results(page).first()).toContainText(/nmap/i);
      expect(indexRequests.length).toBeGreaterThanOrEqual(2);
      expect(await pageFetches(page)).toEqual([]);
      // The worker is the one that fetched them.
      const workers = page.workers();
      expect(workers).toHaveLength(1);
      const workerFetches = await workers[0].evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(workerFetches.filter((url) => /search-index-/.test(url)).map((url) => new URL(url).pathname).sort()).toEqual(['/search-index-default.json', '/search-index-docs-default-current.json']);
    });

    test("the worker's own script starts the downloads: its search code loads while the indexes travel", async ({page}) => {
      await searchFromHome(page, 'nmap');
      await expect(results(page).first()).toContainText(/nmap/i);
      const [worker] = page.workers();
      const started = await worker.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({path: new URL(entry.name).pathname, startTime: entry.startTime})),
      );
      const indexes = started.filter((entry) => /search-index-/.test(entry.path));
      const scripts = started.filter((entry) => entry.path.endsWith('.js'));
      // lunr and the ranking come in a chunk of their own, asked for after the indexes.
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.max(...indexes.map((entry) => entry.startTime))).toBeLessThanOrEqual(Math.min(...scripts.map((entry) => entry.startTime)));
    });

    const noWorker: Array<[string, () => void]> = [
      [
        'the browser cannot start a worker',
        () => {
          (window as unknown as {Worker: unknown}).Worker = class {
            constructor() {
              throw new DOMException('blocked', 'SecurityError');
            }
          };
        },
      ],
      [
        "the worker's script does not load",
        () => {
          const Original = window.Worker;
          (window as unknown as {Worker: unknown}).Worker = class extends Original {
            constructor(_url: string | URL, options?: WorkerOptions) {
              super('/assets/js/no-such-worker.js', options);
            }
          };
        },
      ],
    ];
    for (const [why, breakWorkers] of noWorker) {
      test(`still searches, on the main thread, when ${why}`, async ({page}) => {
        await recordPageFetches(page);
        await page.addInitScript(breakWorkers);
        await searchFromHome(page, 'nmap');
        await expect(results(page).first()).toContainText(/nmap/i);
        expect((await pageFetches(page)).length).toBeGreaterThanOrEqual(2);
      });
    }
  });

  test.describe('long input', () => {
    // What a reader pastes by mistake: a hash or base64 line (one word) and a log excerpt (a
    // sentence). The box keeps its first 512 characters, the search reads fewer (src/search/query.ts).
    const word = Array.from({length: 10_000}, (_, i) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[(i * 7919) % 62]).join('');
    const sentence = 'the scan of nmap stays in scanning and the cascading rules start no ncrack scan for the open ssh port '.repeat(100).slice(0, 10_000);
    const modes: Array<[string, () => void]> = [
      ['in its worker', () => {}],
      ['on the main thread', () => Object.defineProperty(window, 'Worker', {value: undefined})],
    ];
    for (const [where, setUp] of modes) {
      // Each with what its answer shows, and a query whose answer does not show it (to tell the answers apart).
      for (const [what, text, expected, other] of [['a 10,000-letter word', word, 'No results found.', 'nmap'], ['a 10,000-character sentence', sentence, 'Nmap', 'qqqzzz']] as const) {
        test(`a reader who pastes ${what} gets the answer of the words the search reads, at no more cost (${where})`, async ({page}) => {
          await page.addInitScript(setUp);
          const input = await searchFromHome(page, 'scan');
          await expect(results(page).first()).toBeVisible();
          // The longest the page's main thread is held while an answer comes: the longest gap between
          // the turns of a timer that asks for every turn of the event loop. Unlike the long-task
          // API, which reports nothing under 50 ms, it measures every hold, so that a cost just under
          // that line and one just over it compare as the few milliseconds they differ by.
          await page.evaluate(() => {
            const probe = {longest: 0, last: performance.now()};
            (window as unknown as HeldProbe).held = probe;
            const turn = () => {
              const now = performance.now();
              probe.longest = Math.max(probe.longest, now - probe.last);
              probe.last = now;
              setTimeout(turn, 0);
            };
            turn();
          });
          const answer = async (query: string) => {
            await input.fill(other);
            await expect(page.locator('.aa-Panel')).not.toContainText(expected);
            await input.fill('');
            await page.evaluate(() => Object.assign((window as unknown as HeldProbe).held, {longest: 0, last: performance.now()}));
            await page.keyboard.insertText(query);
            await expect(page.locator('.aa-Panel')).toContainText(expected);
            const shown = await results(page).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
            const longest = await page.evaluate(() => (window as unknown as HeldProbe).held.longest);
            return {shown, longest};
          };
          // Measured against the text cut to the length the search reads (the space says no word is
          // being typed, as in a paste), in the same page, so that the check holds on a slow or busy
          // machine; the least of five, as load only adds time.
          const pasted: Array<Awaited<ReturnType<typeof answer>>> = [];
          const cut: typeof pasted = [];
          for (let run = 0; run < 5; run += 1) {
            pasted.push(await answer(text));
            cut.push(await answer(`${text.slice(0, MAX_QUERY_LENGTH)} `));
          }
          expect(pasted[0].shown).toEqual(cut[0].shown);
          const least = (runs: typeof pasted) => Math.min(...runs.map((run) => run.longest));
          const timings = `pasted ${pasted.map((run) => Math.round(run.longest)).join(', ')} ms, cut ${cut.map((run) => Math.round(run.longest)).join(', ')} ms`;
          expect(least(pasted), timings).toBeLessThanOrEqual(1.5 * least(cut) + 50);
          // The next query is answered as usual: the search is not busy with the pasted text.
          await input.fill('nmap');
          await expect(results(page).first().locator('a')).toHaveAttribute('href', '/docs/scanners/nmap');
        });
      }
    }
  });

  test.describe('forgiving queries', () => {
    test('a word with one letter missing still finds its page', async ({page}) => {
      await searchFromHome(page, 'defectdjo');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/hooks\/defectdojo/);
    });

    test('a word with one letter too many still finds its page, after what matches as typed', async ({page}) => {
      const input = await searchFromHome(page, 'trivvy');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/scanners\/trivy/);
      // As typed, "trivy" comes first and the typo fallback is not needed.
      await input.fill('trivy');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', '/docs/scanners/trivy');
    });

    test('a resource kind written as words finds its reference page', async ({page}) => {
      const input = await searchFromHome(page, 'scan completion hook');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/api\/crds\/scan-completion-hook/);
      await input.fill('parse definition');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/api\/crds\/parse-definition/);
    });

    test("words that also spell a code name do not lift the code's rare mentions above the reader's topic", async ({page}) => {
      // "cascading scans" also reads as cascadingScan(), a test helper of the contributor pages.
      await searchFromHome(page, 'cascading scans');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/hooks\/cascading-scans/);
      const hrefs = await results(page).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.slice(0, 3).filter((href) => href.includes('/test-concept/') || href.endsWith('#cascadingscan'))).toEqual([]);
    });
  });

  test.describe('query syntax', () => {
    test("tags:slack finds the page that lists slack among its front-matter keywords", async ({page}) => {
      // docs/hooks/notification-webhook.mdx has "slack" in its keywords; src/plugins/searchWithKeywords
      // indexes front-matter keywords in the tags field, which is otherwise empty for docs.
      await searchFromHome(page, 'tags:slack');
      await expect(results(page).first()).toBeVisible();
      await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/docs\/hooks\/notification-webhook/);
    });

    test('title:nmap finds the pages titled Nmap', async ({page}) => {
      const errors = watchErrors(page);
      await searchFromHome(page, 'title:nmap');
      await expect(results(page).first()).toBeVisible();
      const titles = await results(page).locator('.aa-ItemContentTitle').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toMatch(/nmap/i);
      await expect(results(page).locator('a[href="/docs/scanners/nmap"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    for (const [query, message] of [
      ['foo:bar', "unrecognised field 'foo', possible fields: 'title', 'content', 'tags'"],
      ['nmap~x', 'edit distance must be numeric'],
      ['nmap^x', 'boost must be numeric'],
      ['+', 'expecting term or field, found nothing'],
      ['title:', 'expecting term, found nothing'],
    ]) {
      test(`"${query}" explains what is wrong`, async ({page}) => {
        const errors = watchErrors(page);
        const input = await searchFromHome(page, query);
        const panel = page.locator('.aa-Panel');
        await expect(panel).toContainText('Invalid search syntax');
        await expect(panel).toContainText(message);
        await expect(results(page)).toHaveCount(0);
        // The box still works afterwards.
        await input.fill('nmap');
        await expect(results(page).first()).toContainText(/nmap/i);
        expect(errors).toEqual([]);
      });
    }

    test('a large edit distance is capped instead of freezing the page', async ({page}) => {
      const errors = watchErrors(page);
      await searchFromHome(page, 'nmap~9');
      await expect(results(page).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test.describe('keyboard and screen readers', () => {
    for (const shortcut of ['Control+k', '/']) {
      test(`${shortcut} opens the search, arrows move, Enter opens the result`, async ({page}) => {
        await page.goto('/');
        await expect(page.locator('nav.navbar button[data-ready]')).toBeVisible();
        await page.keyboard.press(shortcut);
        const input = searchInput(page);
        await expect(input).toBeFocused();
        await page.keyboard.type('trivy');
        const options = page.getByRole('listbox').getByRole('option');
        // The results of the whole word, not of a prefix typed on the way ("try" finds a blog post first).
        const href = '/docs/scanners/trivy';
        await expect(options.first().locator('a')).toHaveAttribute('href', href);
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
        await page.keyboard.press('ArrowUp');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Enter');
        await expect(dialog(page)).toHaveCount(0);
        await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
      });
    }

    test('Escape closes the search even when the box is empty', async ({page}) => {
      await page.goto('/');
      await openSearch(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('nav.navbar .aa-DetachedSearchButton')).toBeFocused();

      // Also after a query was typed and deleted again.
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('helm');
      await expect(results(page).first()).toBeVisible();
      await searchInput(page).fill('');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    });

    test('the input is a combobox that controls a listbox of options', async ({page}) => {
      await page.goto('/');
      await openSearch(page);
      const combobox = page.getByRole('combobox', {name: 'Search...'});
      await expect(combobox).toBeFocused();
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await combobox.fill('defectdojo');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
      expect(await listbox.getByRole('option').count()).toBeGreaterThan(0);
      // Only the input is a combobox, not autocomplete's wrapper in the navbar.
      await expect(page.getByRole('combobox')).toHaveCount(1);
    });
  });

  test.describe('results', () => {
    test('show the section, its page and where the page lives in the docs', async ({page}) => {
      const input = await searchFromHome(page, 'nmap os detection privileges');
      const first = results(page).first();
      await expect(first.locator('a')).toHaveAttribute('href', /^\/docs\/scanners\/nmap#/);
      await expect(first.locator('.aa-ItemContentTitle')).toContainText('OS detection');
      await expect(first).toContainText('Scanners');
      await expect(first).toContainText('Nmap');

      // A page's own entry shows its category; a blog post shows "Blog".
      await input.fill('nmap');
      await expect(results(page).first().locator('.aa-ItemContentTitle')).toHaveText('Nmap');
      await expect(results(page).first()).toContainText('Scanners');
      await input.fill('blini');
      await expect(results(page).first()).toContainText('Blog');
    });

    test('find a cascading rule where the page describes it, not in the lists generated on the scanner pages', async ({page}) => {
      // The scanner pages' lists of the rules each scanner's findings can start, and of the rules
      // that start it, name every other scanner's rules: they are not searched.
      const hrefs = () => results(page).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const listSections = async () => (await hrefs()).filter((href) => /#(its-findings-can-start|started-by)$/.test(href));
      const input = await searchFromHome(page, 'zap-http');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', '/docs/scanners/zap-automation-framework#cascading-rules');
      expect(await listSections()).toEqual([]);

      await input.fill('ncrack-ftp');
      await expect(results(page).first().locator('a')).toHaveAttribute('href', '/docs/scanners/ncrack#cascading-rules');
      expect(await hrefs()).toContain('/docs/hooks/cascading-scans#every-rule-of-the-release');
      expect(await listSections()).toEqual([]);
    });

    test('show each page once', async ({page}) => {
      await searchFromHome(page, 'nmap');
      await expect(results(page).first()).toBeVisible();
      const pages = await results(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]));
      expect(new Set(pages).size).toBe(pages.length);
    });

    test('the highlight is removed when the reader leaves the page and does not come back', async ({page}) => {
      await searchFromHome(page, 'cascading rules');
      await results(page).first().click();
      await expect(page).toHaveURL(/\/docs\//);
      const marks = page.locator('article mark');
      await expect(marks.first()).toBeVisible();
      expect(await marks.first().textContent()).toMatch(/cascading|rules/i);

      await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator('mark')).toHaveCount(0);

      // The highlight was taken out of the history entry: going back shows the page unmarked.
      await page.goBack();
      await expect(page).toHaveURL(/\/docs\//);
      await expect(page.locator('article')).toBeVisible();
      await expect(page.locator('article mark')).toHaveCount(0);
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`the dialog passes axe (contrast, roles) in ${mode} mode`, async ({page}) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const input = await openSearch(page);
        await input.fill('hook');
        await expect(results(page).first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        const result = await new AxeBuilder({page})
          .include('.aa-DetachedOverlay')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          // Each option holds a link (out of the tab order) so results open in new tabs, as
          // in Docusaurus's DocSearch; axe reports any link inside an option.
          .disableRules(['nested-interactive'])
          .analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });

  test('works on a phone: icon in the navbar, full-screen dialog, Cancel closes it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const standIn = page.locator('nav.navbar button[data-ready]');
    await expect(standIn).toBeVisible();
    const before = await standIn.boundingBox();
    const input = await openSearch(page);
    // The loaded button takes the stand-in's place without moving the navbar.
    const after = await page.locator('nav.navbar .aa-DetachedSearchButton').boundingBox();
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(2);
    await input.fill('trivy');
    await expect(results(page).first()).toBeVisible();
    const box = await page.locator('.aa-DetachedContainer').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(dialog(page)).toHaveCount(0);
  });
});
