import {test, expect, untilInteractive, type Page} from '../e2e/support/test';
import {livePlayground, replaceLiveCode} from '../e2e/support/liveCode';
import {htmlFiles, readBuild, samplePages} from './support/build';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects everything that would tell of a page broken by the policy. */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations ??= [];
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
      problems.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return {
    /** Problems so far, with the CSP violations the current document recorded. */
    async all(): Promise<string[]> {
      const violations = await page.evaluate(() => window.cspViolations ?? []);
      return [...problems, ...violations.map((v) => `CSP on ${page.url()}: ${v}`)];
    },
  };
}

/** Replaces the live code block's code with a paragraph and waits for the result to show it, which it cannot if the policy blocked the editor's eval. */
async function editLiveBlock(page: Page): Promise<void> {
  await replaceLiveCode(page, '<p>Edited under the policy</p>');
  await expect(livePlayground(page).result).toHaveText('Edited under the policy');
}

test.describe('pages under the Content-Security-Policy', () => {
  test('load without a CSP violation, console error or uncaught error', async ({page}) => {
    const problems = await watchForProblems(page);
    const found: string[] = [];
    for (const {route} of samplePages) {
      const res = await page.goto(route, {waitUntil: 'networkidle'});
      expect(res?.headers()['content-security-policy'], route).toContain("script-src 'self' 'sha256-");
      // The colour-mode script (inline, allowed by its hash) has run.
      await expect(page.locator('html'), route).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('nav.navbar'), route).toBeVisible();
      found.push(...(await problems.all()));
    }
    expect(found).toEqual([]);
  });

  test('search, colour mode and client-side navigation work under the policy', async ({page}) => {
    const problems = await watchForProblems(page);
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.locator('nav.navbar').getByRole('button', {name: 'Search...'}).first().click();
    await page.locator('.aa-DetachedOverlay input.aa-Input').fill('nmap');
    await expect(page.locator('.aa-Item').first()).toBeVisible();
    // The search ran in its worker, which the policy allows (worker-src 'self').
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([expect.stringMatching(/^\/assets\/js\/[\w.-]+\.js$/)]);
    await page.locator('.aa-Item').first().click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect(page.locator('article mark').first()).toBeVisible();

    await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.waitForLoadState('networkidle');
    expect(await problems.all()).toEqual([]);
  });

  test("the live code block runs the reader's edit", async ({page}) => {
    const problems = await watchForProblems(page);
    await page.goto('/docs/api/finding', {waitUntil: 'networkidle'});
    await editLiveBlock(page);
    expect(await problems.all()).toEqual([]);
  });

  test("after a client-side navigation, the live code block's page loads afresh with its own policy", async ({page}) => {
    const problems = await watchForProblems(page);
    await page.goto('/docs/api/crds/scan', {waitUntil: 'networkidle'});
    const documentLoad = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/docs/api/finding');
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/api/finding"]').click();
    await documentLoad;
    await page.waitForLoadState('networkidle');
    // The page reloaded itself, so the fixture's wait for hydration did not run: wait as a reader would.
    await untilInteractive(page);
    // The result the server rendered is back, and the edit runs.
    await expect(livePlayground(page).result.locator('tr', {hasText: 'HIGH'})).toContainText('1');
    await editLiveBlock(page);
    expect(await problems.all()).toEqual([]);
  });

  test('a /route.html address ends on the page itself, not on "Page Not Found"', async ({page}) => {
    const problems = await watchForProblems(page);
    await page.goto('/docs/scanners/nmap.html', {waitUntil: 'networkidle'});
    await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
    await expect(page.locator('article h1')).toContainText(/nmap/i);
    expect(await problems.all()).toEqual([]);
  });

  test('an unknown path shows the 404 page, which breaks no rule either', async ({page}) => {
    const problems = await watchForProblems(page);
    const res = await page.goto('/no-such-page', {waitUntil: 'networkidle'});
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    // The browser reports the document's own 404 status; nothing else may appear.
    const expected = /Failed to load resource: the server responded with a status of 404/;
    expect((await problems.all()).filter((p) => !expected.test(p))).toEqual([]);
  });
});

test.describe('the policy is enforced', () => {
  test('an injected inline script and eval are refused', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      // From a timer, so that the page runs eval, not the DevTools evaluation (which CSP exempts).
      const evalResult = await new Promise<string>((resolve) =>
        setTimeout(() => {
          try {
            resolve(String(window.eval('"eval ran"')));
          } catch (error) {
            resolve((error as Error).name);
          }
        }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
      // Violation events are dispatched as tasks of their own.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return {
        injectedScriptRan: (window as Window & {injectedScriptRan?: boolean}).injectedScriptRan === true,
        evalResult,
        violations,
      };
    });
    expect(outcome.injectedScriptRan).toBe(false);
    expect(outcome.evalResult).toBe('EvalError');
    expect(outcome.violations).toContain('script-src-elem');
    expect(outcome.violations).toContain('script-src');
  });

  test("the policy's hashes cover every inline script of every page, as the browser parses them", async ({page, request}) => {
    const csp = (await request.get('/')).headers()['content-security-policy'];
    const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    await page.goto('/');
    const unallowed: string[] = [];
    let checked = 0;
    for (let i = 0; i < htmlFiles.length; i += 25) {
      const batch = htmlFiles.slice(i, i + 25).map((file) => ({file, html: readBuild(file).toString('utf8')}));
      const scripts = await page.evaluate(async (pages) => {
        const result: {file: string; type: string; hash: string}[] = [];
        for (const {file, html} of pages) {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          for (const script of doc.querySelectorAll('script:not([src])')) {
            const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script.textContent ?? ''));
            const hash = `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
            result.push({file, type: script.getAttribute('type') ?? '', hash});
          }
        }
        return result;
      }, batch);
      checked += scripts.length;
      // Only data blocks, which browsers never run, may go without a hash.
      unallowed.push(...scripts.filter((s) => !allowed.includes(s.hash) && s.type !== 'application/ld+json').map((s) => `${s.file}: ${s.hash}`));
    }
    expect(checked).toBeGreaterThan(htmlFiles.length);
    expect(unallowed).toEqual([]);
  });
});
