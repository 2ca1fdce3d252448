import {expect, test as base, type Page} from '@playwright/test';

export {expect} from '@playwright/test';
export type {Locator, Page, Route} from '@playwright/test';

// Pages are complete before their scripts run, and the scripts only start loading after the
// first paint (src/ssr/template.ts), so the browser's load event no longer means "interactive".
// Like a reader who waits until the page responds, every test's navigations and reloads resolve
// once React has hydrated the page (Docusaurus then sets <html data-has-hydrated="true">).
const patched = new WeakSet<Page>();

/** Resolves once React has hydrated the page (for a navigation the page makes itself, which the fixture does not see). */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
}

export function waitForHydrationOnNavigation(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilInteractive(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilInteractive(page);
    return response;
  };
  return page;
}

/**
 * Waits until the page has laid out the content blocks it left for a reader to near
 * (src/browser/layOutWhenIdle.ts): what axe and a full-page picture measure is then all laid out.
 */
export async function laidOutWhole(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.markdown > *')].every((block) => getComputedStyle(block).contentVisibility !== 'auto'));
}

/** Follows an in-app link the way the router does, so the page is rendered in the browser. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.]/g, '\\.')}$`));
}

/** A layout shift as the Layout Instability API reports it (TypeScript's DOM types do not hold it). */
export type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>;
};

/**
 * Holds back every request matching `url` from now on, until the returned function is called:
 * a slow server on demand, without guessing how long "slow" must be on a busy machine.
 * Responses whose body `except` accepts go through at once.
 */
export async function holdRequests(page: Page, url: string | RegExp, {except}: {except?: (body: string) => boolean} = {}): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!except) {
      await released;
      return route.continue();
    }
    const response = await route.fetch();
    if (!except(await response.text())) await released;
    await route.fulfill({response});
  });
  return release;
}

/** A script the page downloaded: `type` is "script" when the page ran it, "other" for a `<link rel="prefetch">` (downloaded at idle priority, not run). */
export type ScriptLoad = {url: string; type: string; body: string};

/** Records every script the page downloads from now on; `settled` waits for the network to go quiet and returns them, bodies read. */
export function recordScripts(page: Page): {settled: () => Promise<ScriptLoad[]>} {
  const loads: Promise<ScriptLoad>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    const load = {url: response.url(), type: response.request().resourceType()};
    loads.push(response.text().then((body) => ({...load, body}), () => ({...load, body: ''})));
  });
  return {
    settled: async () => {
      await page.waitForLoadState('networkidle');
      return Promise.all(loads);
    },
  };
}

/** A script element the page added: its path, the script being evaluated when it was added (null in a later task), and the task it was added in. */
export type ScriptAdd = {src: string; by: string | null; task: number};

/**
 * Records, from the page's first script on, every script element it adds with a `src`. Adds made
 * in one task share a task number: a mark that a microtask clears at the task's end.
 */
export async function recordScriptAdds(page: Page): Promise<{added: () => Promise<ScriptAdd[]>}> {
  await page.addInitScript(() => {
    const adds: ScriptAdd[] = [];
    let tasks = 0;
    let current: number | undefined;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src) {
        if (current === undefined) {
          current = ++tasks;
          queueMicrotask(() => (current = undefined));
        }
        adds.push({src: new URL(node.src).pathname, by: (document.currentScript as HTMLScriptElement | null)?.src ?? null, task: current});
      }
      return appendChild.call(this, node) as T;
    };
    Object.assign(window, {scriptAdds: adds});
  });
  return {added: () => page.evaluate(() => (window as unknown as {scriptAdds: ScriptAdd[]}).scriptAdds)};
}

export const test = base.extend({
  context: async ({context}, provide) => {
    context.on('page', waitForHydrationOnNavigation);
    await provide(context);
  },
  page: async ({page}, provide) => {
    await provide(waitForHydrationOnNavigation(page));
    // A route handler still reading a response when the test ends (holdRequests) would fail
    // the test once the page closes; by then its answer no longer matters.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  },
});

/**
 * Whether a script carries a chart values table's code or data (src/components/ChartValues),
 * which a page loads on its own when it renders the table on the client: the table's words, or a
 * chart's values as the release facts list them.
 */
export const isValuesTableScript = (body: string): boolean =>
  body.includes('No template of the chart reads this key') || body.includes('unset means') || body.includes('values:[{key:"');

/**
 * Whether a script carries the generated cascade lists of a scanner page (src/components/Cascades,
 * a StaticIsland), which a page loads on its own when it renders them on the client.
 */
export const isCascadeListsScript = (body: string): boolean => body.includes('ships no CascadingRule');
