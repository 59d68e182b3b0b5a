/**
 * When the dashboard's three panels show real content, seen from outside the app by what the user
 * sees: the regions named Body Weight, Workout Routines and Exercise Progress, holding the drawn
 * weight chart (its group of weight entries), the routine "Full Body 1" and the tracked exercise
 * "Squats". An observer inside the page notes the moment that content is in the DOM and displayed,
 * since navigation start (performance.now()); Playwright's role locators then prove the same content
 * visible. The locators run only after the mark: while a page loads, their polling (role and
 * accessible-name queries over the whole DOM) took ~140 ms of the page's main thread per load at 4×
 * CPU, work no user's phone does, and more of it the longer a page took.
 */
import type { Page } from 'playwright-core';

export const SHOWN_MARK = '__dashboardPanelsShownAt';
/** A promise in the page, settled with the mark: awaiting it asks nothing of the page while it loads. */
const SHOWN = '__dashboardPanelsShown';

/**
 * Runs in the page before its own scripts (an init script): watches the DOM until the three panels
 * show content. Plain JavaScript text, so nothing the bench's TypeScript compiler adds goes along.
 */
export const WATCH_PANELS = `(() => {
  let settle;
  window[${JSON.stringify(SHOWN)}] = new Promise((resolve) => { settle = resolve; });
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
    settle(window[${JSON.stringify(SHOWN_MARK)}]);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
})();`;

/**
 * Waits until the three panels show content: for the page's own mark (timed from navigation start),
 * then for Playwright's locators to find the same content. Answers the mark.
 */
export async function waitForPanels(page: Page, timeout: number): Promise<number> {
  let stopClock = () => {};
  const expired = new Promise<undefined>((resolve) => {
    const clock = setTimeout(resolve, timeout);
    stopClock = () => clearTimeout(clock);
  });
  const mark = await Promise.race([page.evaluate((name) => (window as unknown as Record<string, Promise<number> | undefined>)[name], SHOWN), expired]).finally(
    stopClock,
  );
  await page.getByRole('region', { name: 'Body Weight', exact: true }).getByRole('group', { name: 'Weight entries' }).waitFor({ timeout });
  await page.getByRole('region', { name: 'Workout Routines', exact: true }).getByRole('button', { name: 'Full Body 1', exact: true }).waitFor({ timeout });
  await page.getByRole('region', { name: 'Exercise Progress', exact: true }).getByText('Squats').first().waitFor({ timeout });
  // The locators see the panels but the observer did not: its idea of the markup is out of date.
  if (typeof mark !== 'number')
    throw new Error('the page observer did not see the panels the locators found: update WATCH_PANELS in bench/page-dashboard/panels-shown.ts');
  return mark;
}
