import {expect, type Locator, type Page} from '@playwright/test';

/** The page's live code block (src/components/DeferredPlayground), its code and its result. */
export function livePlayground(page: Page): {playground: Locator; staticCode: Locator; editor: Locator; result: Locator} {
  const playground = page.locator('div[class*="playgroundContainer"]');
  return {
    playground,
    staticCode: playground.locator('div[class*="playgroundEditor"] pre'),
    editor: playground.locator('pre[contenteditable]'),
    result: playground.locator('div[class*="playgroundPreview"]'),
  };
}

/**
 * Edits the live code block as a reader does: clicks the code, waits for the editor to take the
 * focus (it loads on that first click), selects everything and types `code` in its place.
 */
export async function replaceLiveCode(page: Page, code: string): Promise<void> {
  const {staticCode, editor} = livePlayground(page);
  await staticCode.click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
}
