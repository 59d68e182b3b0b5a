import { describe, expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, todayIn } from '@fitness/domain';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';
import { trpc } from './support/trpc';
import { logWorkout } from './support/workout-log';

// On a 390 × 844 phone (issue #38): dialogs whose code is here open at once, every dialog keeps its
// actions in view, and the workout-log button never sits over a row's control. Built remotes, real API.

const WAIT = { timeout: 15_000 };
const NOTES = 'Brace before each rep, bar over mid-foot, knees track the toes. '.repeat(4).trim();

/**
 * A user with plenty of everything: twelve routines (the starters first), an exercise with long notes,
 * fourteen weigh-ins, and two tracked exercises logged on three earlier days, one day with thirty sets.
 * Nothing logged today, so the workout-log button opens the routine selection.
 */
async function seedBusyUser(context: BrowserContext, appUrl: string) {
  await signUpAndLogIn(context, appUrl, { completeProfile: true });
  const starters = await trpc<{ routines: { id: string }[] }>(context.request, appUrl, 'routines.createStarters');
  for (let n = 4; n <= 12; n += 1) await trpc(context.request, appUrl, 'routines.create', { name: `Routine ${n}` });
  await trpc(context.request, appUrl, 'exercises.create', { routineId: starters.routines[0]!.id, name: 'Box Squats', setsLow: 3, repsLow: 5, notes: NOTES });
  const today = todayIn('UTC');
  for (let i = 0; i < 14; i += 1) await trpc(context.request, appUrl, 'weight.save', { date: addDays(today, -i * 2), weight: 150 + i / 2 });
  for (const [daysAgo, sets] of [
    [15, 3],
    [8, 3],
    [1, 30],
  ] as const) {
    const squats = Array.from({ length: sets }, (_, i) => ({ reps: 5, weight: 100 + daysAgo + i }));
    await logWorkout(context, appUrl, addDays(today, -daysAgo), [
      { name: 'Squats', tracked: true, sets: squats },
      { name: 'Bench', tracked: true, sets: [{ reps: 5, weight: 80 }] },
    ]);
  }
}

/** Records, from the page's start, every "Loading the …" dialog that reaches the page, however briefly. */
async function recordLoadingDialogs(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingDialogs: string[] }).loadingDialogs = seen;
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[aria-label^="Loading the"]')) {
        const label = dialog.getAttribute('aria-label')!;
        if (seen.at(-1) !== label) seen.push(label);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return (page: Page) => page.evaluate(() => [...(window as unknown as { loadingDialogs: string[] }).loadingDialogs]);
}

async function openDashboard(page: Page, appUrl: string) {
  await page.goto(`${appUrl}/dashboard`);
  await page
    .getByRole('region', { name: 'Exercise Progress', exact: true })
    .getByRole('heading', { name: /Squats/ })
    .waitFor(WAIT);
  await page.getByRole('region', { name: 'Workout Routines', exact: true }).getByRole('button', { name: 'Full Body 1', exact: true }).waitFor(WAIT);
  await page.getByRole('region', { name: 'Body Weight', exact: true }).getByRole('list', { name: 'Entries' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Workout log' }).waitFor(WAIT);
}

describe('dialogs whose code is here', () => {
  journey(
    'open at once, with no "Loading…": siblings of a loaded chunk, a chunk fetched on focus, the log after the routine selection',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const loadingDialogs = await recordLoadingDialogs(context);
      await seedBusyUser(context, app.url);
      await openDashboard(page, app.url);
      const routines = page.getByRole('region', { name: 'Workout Routines', exact: true });

      // The starter routines dialog brings the routines panel's chunk (its first opening may say Loading…).
      await routines.getByRole('button', { name: 'Need help?' }).click();
      await page.getByRole('dialog', { name: 'Starter Routines' }).getByRole('button', { name: 'Cancel' }).click();
      const afterFirst = (await loadingDialogs(page)).length;

      await routines.getByRole('button', { name: 'Add routine' }).click();
      await page.getByRole('dialog', { name: 'Add Routine' }).getByRole('button', { name: 'Cancel' }).click();
      await routines.getByRole('button', { name: 'Rename routine Full Body 2' }).click();
      await page.getByRole('dialog', { name: 'Rename Routine' }).getByRole('button', { name: 'Cancel' }).click();
      await routines.getByRole('button', { name: 'Full Body 1', exact: true }).click();
      await routines.getByRole('button', { name: 'View notes for Box Squats' }).click();
      await page.getByRole('dialog', { name: 'Notes: Box Squats' }).getByRole('button', { name: 'Close' }).click();
      await routines.getByRole('button', { name: 'Edit Box Squats' }).click();
      await page.getByRole('dialog', { name: 'Update Exercise' }).getByRole('button', { name: 'Cancel' }).click();
      expect((await loadingDialogs(page)).slice(afterFirst)).toEqual([]);

      // Focus on an opening button starts the fetch: by Enter, the statistics chart's code is here.
      const progress = page.getByRole('region', { name: 'Exercise Progress', exact: true });
      const statisticsCode = ['js', 'css'].map((kind) =>
        page.waitForResponse((response) => new RegExp(`/mfe/mfe-progress/exercise-statistics\\.[0-9a-f]+\\.${kind}$`).test(response.url())),
      );
      await progress.getByRole('button', { name: 'Statistics of Squats' }).focus();
      for (const response of await Promise.all(statisticsCode)) await response.finished();
      await page.keyboard.press('Enter');
      const statistics = page.getByRole('dialog', { name: 'Squats' });
      await statistics.getByRole('group', { name: 'Chart metric' }).waitFor(WAIT);
      await page.keyboard.press('Escape');

      // The routine selection and the log share a chunk: picking a routine opens the log at once.
      await page.getByRole('button', { name: 'Workout log' }).click();
      const selection = page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' });
      const beforeLog = (await loadingDialogs(page)).length;
      await selection.getByRole('button', { name: 'Full Body 2' }).click();
      await page.getByRole('dialog', { name: 'Daily Workout Log' }).getByRole('list', { name: 'Exercises' }).waitFor(WAIT);
      expect((await loadingDialogs(page)).slice(beforeLog)).toEqual([]);
      expect(await loadingDialogs(page)).not.toContain('Loading the statistics');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

/**
 * Each named button of the dialog (its actions and close) lies inside the window and is what a tap at
 * its centre reaches; answers the ones that are not, with where they are.
 */
async function actionsOutOfReach(dialog: Locator, actions: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const name of actions) {
    const where = await dialog.getByRole('button', { name, exact: true }).evaluate((button) => {
      const r = button.getBoundingClientRect();
      const inWindow = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { inWindow, reached: hit !== null && button.contains(hit), top: Math.round(r.top), bottom: Math.round(r.bottom) };
    });
    if (!where.inWindow || !where.reached) problems.push(`${name} at ${where.top}–${where.bottom} px${where.reached ? '' : ', covered'}`);
  }
  return problems;
}

/** Checks a dialog as it opens and once its content is scrolled to the end (the header's close stays too). */
async function expectActionsInReach(dialog: Locator, actions: readonly string[]) {
  const name = await dialog.getAttribute('aria-label').then((label) => label ?? dialog.locator('h2').first().textContent());
  expect(await actionsOutOfReach(dialog, actions), `${name}, as it opens`).toEqual([]);
  await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  expect(await actionsOutOfReach(dialog, actions), `${name}, scrolled to its end`).toEqual([]);
}

describe('every dialog on a 390 × 844 phone', () => {
  journey('keeps its actions in view and in reach, long content or not', async ({ app, openPage }) => {
    const { page, context, errors } = await openPage({ phone: true });
    await seedBusyUser(context, app.url);
    await openDashboard(page, app.url);
    const weight = page.getByRole('region', { name: 'Body Weight', exact: true });
    const routines = page.getByRole('region', { name: 'Workout Routines', exact: true });
    const progress = page.getByRole('region', { name: 'Exercise Progress', exact: true });
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
    const confirmation = (name: string) => page.getByRole('alertdialog', { name, exact: true });
    const FORM = ['Close', 'Cancel', 'Save'];
    const CONFIRM = ['Cancel', 'Delete'];
    const check = async (opener: Locator, opened: Locator, actions: readonly string[], ready?: Locator) => {
      await opener.click();
      await (ready ?? opened).waitFor(WAIT);
      await expectActionsInReach(opened, actions);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'detached', ...WAIT });
    };

    // Weight: add, delete; body measurements.
    await check(weight.getByRole('button', { name: 'Add weight' }), dialog('Add Weight'), FORM);
    await check(weight.getByRole('button', { name: /^Delete weight entry for / }).first(), confirmation('Delete weight'), CONFIRM);
    await check(weight.getByRole('button', { name: 'Add measurements' }), dialog('Body measurements'), ['Close']);

    // Routines: create, rename, delete; starter routines.
    await check(routines.getByRole('button', { name: 'Add routine' }), dialog('Add Routine'), FORM);
    await check(routines.getByRole('button', { name: 'Rename routine Full Body 1' }), dialog('Rename Routine'), FORM);
    await check(routines.getByRole('button', { name: 'Delete routine Full Body 1' }), confirmation('Delete routine'), CONFIRM);
    await check(routines.getByRole('button', { name: 'Need help?' }), dialog('Starter Routines'), ['Close', 'Cancel', 'Add starter routines']);

    // Exercises: add, update, delete; notes.
    await routines.getByRole('button', { name: 'Full Body 1', exact: true }).click();
    await check(routines.getByRole('button', { name: 'Add exercise to Full Body 1' }), dialog('Add Exercise'), FORM);
    await check(routines.getByRole('button', { name: 'Edit Box Squats' }), dialog('Update Exercise'), FORM);
    await check(routines.getByRole('button', { name: 'Delete Box Squats' }), confirmation('Delete exercise'), CONFIRM);
    await check(routines.getByRole('button', { name: 'View notes for Box Squats' }), dialog('Notes: Box Squats'), ['Close']);

    // Tracked exercises: statistics, rename, a day's logged sets (thirty of them), delete an entry.
    await check(
      progress.getByRole('button', { name: 'Statistics of Squats' }),
      dialog('Squats'),
      ['Close'],
      dialog('Squats').getByRole('group', { name: 'Chart metric' }),
    );
    await check(progress.getByRole('button', { name: 'Rename Squats' }), dialog('Rename Squats'), FORM);
    await progress.getByRole('button', { name: 'History of Squats' }).click();
    const history = progress.getByRole('list', { name: 'History of Squats' });
    const sets = page.getByRole('dialog', { name: /^Squats, / });
    await check(history.getByRole('button', { name: /^Show sets of Squats on / }).first(), sets, ['Close'], sets.getByRole('table'));
    await check(history.getByRole('button', { name: /^Delete Squats entry of / }).first(), confirmation('Delete tracked entry'), CONFIRM);

    // The workout log: routine selection (twelve routines), the day's log, its close confirmation.
    const selection = dialog('Select a Routine or Start from Scratch');
    await page.getByRole('button', { name: 'Workout log' }).click();
    await selection.getByRole('list', { name: 'Routines' }).waitFor(WAIT);
    await expectActionsInReach(selection, ['Close', 'Start from Scratch', 'Cancel']);
    await selection.getByRole('button', { name: 'Full Body 1' }).click();
    const log = dialog('Daily Workout Log');
    await log.getByRole('list', { name: 'Exercises' }).waitFor(WAIT);
    await expectActionsInReach(log, FORM);
    // A set's plate sheet, over the log.
    await log
      .getByRole('button', { name: /^Add set to / })
      .first()
      .click();
    await check(log.getByRole('button', { name: /^Plates for set 1 of / }).first(), page.getByRole('dialog', { name: /^Plates/ }), ['Close']);
    await log.getByRole('button', { name: 'Add exercise', exact: true }).click();
    await log.getByRole('button', { name: 'Close', exact: true }).click();
    const closing = confirmation('Close without saving?');
    await closing.waitFor(WAIT);
    await expectActionsInReach(closing, ['Keep editing', 'Close']);
    await closing.getByRole('button', { name: 'Close', exact: true }).click();
    await log.waitFor({ state: 'detached', ...WAIT });

    expect(errors).toEqual([]);
    await context.close();

    // The walkthrough, from the navigation bar of a visitor not signed in.
    const visitor = await openPage({ phone: true });
    await visitor.page.goto(app.url);
    await visitor.page.getByRole('button', { name: 'Open the walkthrough' }).click();
    await expectActionsInReach(visitor.page.getByRole('dialog', { name: 'How Fitness Tracker works' }), ['Close', 'Previous page', 'Next page']);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});

/**
 * In the page: the buttons of the three panels that a person sees on the screen now, and for each one
 * whose visible part's centre gives the tap to something else, what gets it. A part of a button is
 * visible when the window and every scroll box around it let it through and no full-width opaque bar
 * fixed to the screen (the navigation bar, the workout-log bar) lies over it: a control hidden under
 * such a bar is not one a person is about to tap, and the part of it above the bar must take the tap.
 */
function controlsTakenOver(buttons: Element[]): string[] {
  const opaqueBarOver = (element: Element | null): Element | null => {
    for (let e = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const box = e.getBoundingClientRect();
      const opaque = /^rgb\(/.test(style.backgroundColor); // rgba(…) has an alpha below 1
      return box.left <= 0 && box.right >= document.documentElement.clientWidth && opaque ? e : null;
    }
    return null;
  };
  const what = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}.${element.className}`
      : 'nothing';
  const problems: string[] = [];
  for (const button of buttons) {
    const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
    const r = button.getBoundingClientRect();
    let { top, bottom, left, right } = r;
    for (let a = button.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = a.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    top = Math.max(top, 0);
    bottom = Math.min(bottom, window.innerHeight);
    left = Math.max(left, 0);
    right = Math.min(right, document.documentElement.clientWidth);
    while (bottom - top >= 1 && right - left >= 1) {
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit && button.contains(hit)) break;
      const bar = opaqueBarOver(hit);
      if (!bar) {
        problems.push(`${name} (${Math.round(r.left)}, ${Math.round(r.top)}) → ${what(hit)}`);
        break;
      }
      const covered = bar.getBoundingClientRect();
      if (covered.top <= top) top = Math.max(top, covered.bottom);
      else bottom = Math.min(bottom, covered.top);
    }
  }
  return problems;
}

/** In the page: focuses each button in turn, as Tab would, and answers those that end up out of reach. */
function focusedOutOfReach(buttons: Element[]): string[] {
  const problems: string[] = [];
  for (const button of [...buttons, ...buttons.reverse()] as HTMLElement[]) {
    button.focus();
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !button.contains(hit))
      problems.push(
        `${button.getAttribute('aria-label') ?? button.textContent} (${Math.round(r.left)}, ${Math.round(r.top)}) → ${hit?.className ?? 'nothing'}`,
      );
  }
  return problems;
}

async function sweepThePage(page: Page, panels: Locator): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const problems: string[] = [];
  // Every 120 px from the top to the end: each row passes through the foot of the screen.
  for (let y = 0; y < height + 120; y += 120) {
    await page.evaluate((to) => window.scrollTo(0, to), Math.min(y, height));
    for (const problem of await panels.evaluateAll(controlsTakenOver)) problems.push(`at ${Math.min(y, height)} px: ${problem}`);
  }
  return problems;
}

describe('the workout-log button', () => {
  journey('never sits over a row control at 390 × 844, wherever the page is scrolled, and a tap reaches the control', async ({ app, openPage }) => {
    const { page, context, errors } = await openPage({ phone: true });
    await seedBusyUser(context, app.url);
    await openDashboard(page, app.url);
    const routines = page.getByRole('region', { name: 'Workout Routines', exact: true });
    const progress = page.getByRole('region', { name: 'Exercise Progress', exact: true });
    for (const routine of ['Full Body 1', 'Full Body 2', 'Full Body 3']) {
      await routines.getByRole('button', { name: routine, exact: true }).click();
      await routines.getByRole('list', { name: `Exercises in ${routine}` }).waitFor(WAIT);
    }
    for (const exercise of ['Squats', 'Bench']) {
      await progress.getByRole('button', { name: `History of ${exercise}` }).click();
      await progress.getByRole('list', { name: `History of ${exercise}` }).waitFor(WAIT);
    }
    const rowControls = page
      .getByRole('region', { name: 'Body Weight', exact: true })
      .getByRole('list', { name: 'Entries' })
      .getByRole('button')
      .or(routines.getByRole('list', { name: 'Routines' }).getByRole('button'))
      .or(progress.getByRole('list', { name: 'Tracked exercises' }).getByRole('button'));
    expect(await rowControls.count()).toBeGreaterThan(60);
    expect(await page.getByRole('button', { name: 'Workout log' }).isVisible()).toBe(true);

    expect(await sweepThePage(page, rowControls)).toEqual([]);
    // The weight entries scroll in a box of their own: again with that box at its end.
    await page
      .getByRole('region', { name: 'Body Weight', exact: true })
      .getByRole('list', { name: 'Entries' })
      .evaluate((list) => list.parentElement!.scrollTo(0, list.parentElement!.scrollHeight));
    expect(await sweepThePage(page, rowControls)).toEqual([]);

    // Tabbing through the rows, down then up, brings each control into reach.
    expect(await rowControls.evaluateAll(focusedOutOfReach)).toEqual([]);

    // A finger on the last delete icon above the foot of the screen reaches it.
    const deleteIcon = progress.getByRole('button', { name: /^Delete Squats entry of / }).last();
    await deleteIcon.evaluate((icon) => window.scrollBy(0, icon.getBoundingClientRect().bottom - (window.innerHeight - 90)));
    const box = (await deleteIcon.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('alertdialog', { name: 'Delete tracked entry' }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });

  journey('floats in the margin beside the page on a wide screen, over no control', async ({ app, openPage }) => {
    const { page, context, errors } = await openPage({ width: 1440, height: 900 });
    await seedBusyUser(context, app.url);
    await openDashboard(page, app.url);
    const routines = page.getByRole('region', { name: 'Workout Routines', exact: true });
    await routines.getByRole('button', { name: 'Full Body 1', exact: true }).click();
    const panels = page
      .getByRole('region', { name: 'Body Weight', exact: true })
      .or(routines)
      .or(page.getByRole('region', { name: 'Exercise Progress', exact: true }))
      .getByRole('button');
    expect(await sweepThePage(page, panels)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
