import {test, type Page} from '@playwright/test';
import {waitForHydrationOnNavigation} from '../e2e/support/test';
import {layoutDefects, type Inspection} from './inspect';

// Headless Chromium on a loaded machine now and then stops drawing frames for one tab, and at
// times stops answering in it at all: a resize (which waits for the renderer to take the new
// size) then never returns. That is the browser failing, not the site, so a wait that outlasts
// STALL_MS measures the page again in a fresh tab, once; a page that stalls there too fails (a
// script of ours that never yields does so in every tab).
const STALL_MS = 15_000;
const ANSWER_MS = 5_000;

class Timeout extends Error {}

function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function defectsAt(page: Page, widths: readonly number[], inspection: Inspection): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await within(STALL_MS, `resizing to ${width} px`, page.setViewportSize({width, height: 800}));
    const defects = await within(STALL_MS * 2, `inspecting at ${width} px`, page.evaluate(layoutDefects, inspection));
    found.push(...defects.map((d) => `at ${width} px: ${d}`));
  }
  return found;
}

/**
 * Opens the page (`open` navigates and sets it up) at the first width, then resizes it to each
 * width in turn and returns the layout defects found, each prefixed with its width.
 */
export async function layoutAtWidths(page: Page, widths: readonly number[], inspection: Inspection, open: (page: Page) => Promise<void>): Promise<string[]> {
  const sweep = async (tab: Page) => {
    await tab.setViewportSize({width: widths[0], height: 800});
    await open(tab);
    return defectsAt(tab, widths, inspection);
  };
  try {
    return await sweep(page);
  } catch (error) {
    if (!(error instanceof Timeout)) throw error;
    const answered = await within(ANSWER_MS, 'the page answering', page.evaluate(() => true)).catch(() => false);
    test.info().annotations.push({type: 'browser stall', description: `${error.message}; the page ${answered ? 'still answered' : 'did not answer either'}; measured again in a fresh tab`});
    try {
      return await sweep(waitForHydrationOnNavigation(await page.context().newPage()));
    } catch (again) {
      if (!(again instanceof Timeout)) throw again;
      throw new Error(`the page stalled in a fresh tab too (${error.message}; then ${again.message})`);
    }
  }
}
