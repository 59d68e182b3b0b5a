/**
 * When the dashboard's three panels show real content, seen from outside the app by what the user
 * sees: the regions named Body Weight, Workout Routines and Exercise Progress, holding the drawn
 * weight chart (its group of weight entries), the routine "Full Body 1" and the tracked exercise
 * "Squats". Playwright's role locators wait for them (and prove them visible); an observer inside
 * the page notes the moment the same content is in the DOM and displayed, since navigation start
 * (performance.now()), as the locators poll too coarsely to time a load.
 */
import type { Page } from 'playwright-core';

export const SHOWN_MARK = '__dashboardPanelsShownAt';

/**
 * Runs in the page before its own scripts (an init script): watches the DOM until the three panels
 * show content. Plain JavaScript text, so nothing the bench's TypeScript compiler adds goes along.
 */
export const WATCH_PANELS = `(() => {
  const regionNamed = (name) => [...document.querySelectorAll('section, [role="region"]')].find((region) => {
    const label = region.getAttribute('aria-label');
    if (label !== null) return label.trim() === name;
    const ids = (region.getAttribute('aria-labelledby') || '').split(/\\s+/);
    return ids.map((id) => (document.getElementById(id) || {}).textContent || '').join(' ').trim() === name;
  });
  // Displayed, not only in the DOM (e.g. not inside a hidden Suspense boundary).
  const visible = (element) => Boolean(element) && element.checkVisibility();
  const shown = () => {
    const weight = regionNamed('Body Weight');
    const routines = regionNamed('Workout Routines');
    const progress = regionNamed('Exercise Progress');
    return visible(weight && weight.querySelector('[role="group"][aria-label="Weight entries"]'))
      && visible(routines && [...routines.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Full Body 1'))
      && visible(progress) && progress.textContent.includes('Squats');
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    window[${JSON.stringify(SHOWN_MARK)}] = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
})();`;

let warned = false;

/** Waits (Playwright locators) until the three panels show content; answers the page's own mark, ms since navigation start. */
export async function waitForPanels(page: Page, timeout: number): Promise<number> {
  await page.getByRole('region', { name: 'Body Weight', exact: true }).getByRole('group', { name: 'Weight entries' }).waitFor({ timeout });
  await page.getByRole('region', { name: 'Workout Routines', exact: true }).getByRole('button', { name: 'Full Body 1', exact: true }).waitFor({ timeout });
  await page.getByRole('region', { name: 'Exercise Progress', exact: true }).getByText('Squats').first().waitFor({ timeout });
  const { mark, now } = await page.evaluate((name) => ({ mark: (window as unknown as Record<string, number | undefined>)[name], now: performance.now() }), SHOWN_MARK);
  if (mark !== undefined) return mark;
  // The observer no longer mirrors the locators (the panels' markup changed): time it from outside, coarser, and say so.
  if (!warned) console.warn('  ! the page observer did not see the panels (update WATCH_PANELS in bench/page-dashboard/panels-shown.ts); timing from the locators instead');
  warned = true;
  return now;
}
