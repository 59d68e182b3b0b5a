import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { openContext } from '../../e2e/support/browser';
import { throttledSession } from '../../e2e/support/phone';
import { signUpAndLogIn } from '../../e2e/support/session';
import { logWorkout, type LogExercise } from '../../e2e/support/workout-log';

/** Today's log of the workout-log benches (issue #35): 10 exercises × 5 sets, every other one tracked. */
export const NAMES = [
  'Squats',
  'Bench Press',
  'Bent-over Rows',
  'Overhead Press',
  'Romanian Deadlift',
  'Incline Bench Press',
  'Lat Pulldown',
  'Lateral Raise',
  'Lunges',
  'Dips',
];

/** Waits until the page has painted what the last action changed and Event Timing has reported it. */
export const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

/** A finger on `target`'s centre and off again, as the phone's touch screen sends it (no test code in the event). */
export async function touch(page: Page, cdp: CDPSession, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`not on screen: ${target.toString()}`);
  await settle(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A 390 × 844 touch phone signed in as a new user whose log of today holds the 10 × 5 sets. */
export async function phoneWithTodaysLog(browser: Browser, appUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser, { phone: true });
  const page = await context.newPage();
  await signUpAndLogIn(context, appUrl, { completeProfile: true });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const log: LogExercise[] = NAMES.map((name, e) => ({
    name,
    tracked: e % 2 === 0,
    sets: Array.from({ length: 5 }, (_, s) => ({ reps: 8 - (s % 3), weight: 95 + e * 10 + s * 5 })),
  }));
  await logWorkout(context, appUrl, today, log);
  return { context, page };
}

/** On the dashboard, the CPU slowed 4× (a Lighthouse phone), a tap on the floating button: the log open with its last exercise's sets in the page. */
export async function openLogAt4x(context: BrowserContext, page: Page, appUrl: string): Promise<{ cdp: CDPSession; dialog: Locator }> {
  await page.goto(`${appUrl}/dashboard`);
  const fab = page.getByRole('button', { name: 'Workout log', exact: true });
  await fab.waitFor();
  const cdp = await throttledSession(context, page);
  await touch(page, cdp, fab);
  const dialog = page.getByRole('dialog', { name: 'Daily Workout Log' });
  await dialog.getByRole('list', { name: `Sets of ${NAMES.at(-1)}` }).waitFor({ state: 'attached' });
  return { cdp, dialog };
}

/**
 * Tap → the log's last exercise painted, in ms (the page's clock): until the main thread is free after
 * the frame that follows (a task queued before that timer counts); marks `open:sets-in-page` and
 * `open:painted` for traces. The end of that frame itself (Long Animation Frames) is kept for
 * `lastOpenDrawn`.
 */
export async function timeOpen(page: Page, cdp: CDPSession, fab: Locator, lastExercise: string): Promise<number> {
  await page.evaluate((name) => {
    const w = window as unknown as { __open?: Promise<number>; __commits: unknown[]; __openDrawn?: Promise<number | null> };
    w.__commits = [];
    let setsInPage = Number.POSITIVE_INFINITY;
    let pointerdown = 0;
    w.__openDrawn = new Promise<number | null>((resolve) => {
      // The first frame that rendered after the sets were in the page; frames under 50 ms are not reported (then null).
      const frames = new PerformanceObserver((list) => {
        const frame = (list.getEntries() as (PerformanceEntry & { renderStart: number })[]).find((f) => f.renderStart >= setsInPage);
        if (!frame) return;
        frames.disconnect();
        resolve(frame.startTime + frame.duration - pointerdown);
      });
      frames.observe({ type: 'long-animation-frame' });
      setTimeout(() => {
        frames.disconnect();
        resolve(null);
      }, 10_000);
    });
    w.__open = new Promise<number>((resolve) => {
      let start = 0;
      addEventListener(
        'pointerdown',
        (event) => {
          start = event.timeStamp;
          pointerdown = start;
          performance.mark('open:pointerdown');
        },
        { once: true, capture: true },
      );
      const selector = `ol[aria-label="Sets of ${name}"]`;
      const observer = new MutationObserver(() => {
        if (!start || !document.querySelector(selector)) return;
        observer.disconnect();
        setsInPage = performance.now();
        performance.mark('open:sets-in-page');
        requestAnimationFrame(() =>
          setTimeout(() => {
            performance.mark('open:painted');
            resolve(performance.now() - start);
          }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, lastExercise);
  await touch(page, cdp, fab);
  return page.evaluate(() => (window as unknown as { __open: Promise<number> }).__open);
}

/** The last `timeOpen`'s tap → the end of the frame that drew the log (null: that frame took under 50 ms, unreported). */
export const lastOpenDrawn = (page: Page) => page.evaluate(() => (window as unknown as { __openDrawn: Promise<number | null> }).__openDrawn);

/** Closes the log; a changed log asks first (its draft stays on the device). */
export async function closeLog(page: Page) {
  await page.getByRole('dialog', { name: 'Daily Workout Log' }).getByRole('button', { name: 'Close', exact: true }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Close without saving?' });
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'Daily Workout Log' }).waitFor({ state: 'detached' });
}

/**
 * The open log's page frozen as static HTML (issue #52's floor): its DOM as it stands, each field's
 * value written into its attribute, every style rule of the page inlined, and none of the app's
 * script. `<base>` points at the app, so what the styles load still comes.
 */
export async function freezeLog(page: Page, appUrl: string): Promise<string> {
  const { html, css } = await page.evaluate(() => {
    for (const input of document.querySelectorAll('input')) {
      if (input.type === 'checkbox') input.toggleAttribute('checked', input.checked);
      else input.setAttribute('value', input.value);
    }
    for (const option of document.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
    const rules = [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const gone of root.querySelectorAll('script, style, link')) gone.remove();
    return { html: root.outerHTML, css: rules };
  });
  const head = `<base href="${appUrl}/"><style>${css}</style><script>${FROZEN_SCRIPT}</script>`;
  // A function: the script's own `$1` must not be read as a replacement pattern.
  return `<!doctype html>${html.replace(/<head([^>]*)>/, (tag) => `${tag}${head}`)}`;
}

/** The frozen log's few lines of script: "Add set" copies the card's last row (renumbered), a done toggle flips, a field selects its text on focus. */
const FROZEN_SCRIPT = `
addEventListener('click', (event) => {
  const add = event.target.closest('.log-exercise__add-set');
  if (add) {
    const list = add.closest('fieldset').querySelector('.log-exercise__sets');
    const row = list.lastElementChild.cloneNode(true);
    const n = list.children.length + 1;
    for (const el of row.querySelectorAll('[id]')) {
      const id = el.id;
      el.id = id + '-' + n;
      for (const label of row.querySelectorAll('[for="' + id + '"]')) label.htmlFor = el.id;
    }
    for (const el of [row, ...row.querySelectorAll('[aria-label]')]) {
      const label = el.getAttribute('aria-label');
      if (label) el.setAttribute('aria-label', label.replace(/^(Set|Mark set|Plates for set) \\d+/, '$1 ' + n));
    }
    list.append(row);
    return;
  }
  const done = event.target.closest('.log-set__done');
  if (done) {
    const on = done.getAttribute('aria-pressed') !== 'true';
    done.setAttribute('aria-pressed', String(on));
    done.closest('.log-set').toggleAttribute('data-done', on);
  }
});
addEventListener('focusin', (event) => { if (event.target.matches('.log-set input')) event.target.select(); });
`;
