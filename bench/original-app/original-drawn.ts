/**
 * When the original app's dashboard (jdias95/FitnessApp at 60b71bd) shows its three panels' content,
 * the same content bench/page-dashboard/panels-shown.ts waits for in ours. The original has no
 * landmarks or accessible names, so its own class names pick the panels (WeightWidget, RoutineWidget
 * and TrackedExerciseWidget of its client/src/features/widgets):
 * - weight: `.weight.container path.weight-line` with a `d`: d3 has drawn the weight line (its
 *   WeightGraph), as ours counts its drawn chart;
 * - routines: `.routine.container h3` reading "Full Body 1" (its routine card's title);
 * - progress: `.tracked.container h3` reading "Squats" (its tracked exercise card's title).
 * An observer in the page marks the moment (performance.now(), from navigation start); Playwright's
 * locators then prove the same content visible, after the mark, as panels-shown.ts does.
 */
import type { Page } from 'playwright-core';

const SHOWN = '__originalPanelsShown';

/** An init script (plain JavaScript text): settles `window.__originalPanelsShown` with the mark. */
export const WATCH_ORIGINAL = `(() => {
  let settle;
  window[${JSON.stringify(SHOWN)}] = new Promise((resolve) => { settle = resolve; });
  const visible = (element) => Boolean(element) && element.checkVisibility();
  const title = (panel, text) => [...document.querySelectorAll(panel + ' h3')].find((h3) => h3.textContent.trim() === text);
  const shown = () => {
    const line = document.querySelector('.weight.container path.weight-line');
    return visible(line) && Boolean(line.getAttribute('d'))
      && visible(title('.routine.container', 'Full Body 1'))
      && visible(title('.tracked.container', 'Squats'));
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    settle(performance.now());
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['d', 'style', 'class', 'hidden'] });
})();`;

/** The page's mark, or undefined when it has not come within `timeout`. */
async function markWithin(page: Page, timeout: number): Promise<number | undefined> {
  let stopClock = () => {};
  const expired = new Promise<undefined>((resolve) => {
    const clock = setTimeout(resolve, timeout);
    stopClock = () => clearTimeout(clock);
  });
  return Promise.race([page.evaluate((name) => (window as unknown as Record<string, Promise<number> | undefined>)[name], SHOWN), expired]).finally(stopClock);
}

/** Waits until the original's three panels show content; answers the page's mark (ms from navigation start). */
export async function waitForOriginalPanels(page: Page, timeout: number): Promise<number> {
  const early = await markWithin(page, timeout);
  await page.locator('.weight.container path.weight-line[d]').waitFor({ timeout });
  await page.locator('.routine.container h3', { hasText: /^\s*Full Body 1\s*$/ }).waitFor({ timeout });
  await page.locator('.tracked.container h3', { hasText: /^\s*Squats\s*$/ }).waitFor({ timeout });
  // Drawn after `timeout` (a very busy machine): the mark still says when, from navigation start.
  const mark = early ?? (await markWithin(page, 5_000));
  if (mark === undefined)
    throw new Error("the page observer did not see the original's panels the locators found: update WATCH_ORIGINAL in bench/original-app/original-drawn.ts");
  return mark;
}
