import type { Page } from 'playwright-core';

/** What has keyboard focus now: its tag and its name (aria-label, else its text); `body` when focus was lost. */
export function focusedElement(page: Page): Promise<{ tag: string; name: string }> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    return { tag: element.tagName.toLowerCase(), name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '' };
  });
}
