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

/** Clicks the live code block's code and waits for the editor, which loads on that first click, to take the focus. */
export async function openLiveEditor(page: Page): Promise<void> {
  const {staticCode, editor} = livePlayground(page);
  await staticCode.click();
  await expect(editor).toBeFocused();
}

/** Edits the live code block as a reader does: opens the editor, selects everything and types `code` in its place. */
export async function replaceLiveCode(page: Page, code: string): Promise<void> {
  await openLiveEditor(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
}
