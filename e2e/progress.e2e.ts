import { describe, expect } from 'vitest';
import type { BrowserContext, Locator } from 'playwright-core';
import { addDays, todayIn } from '@fitness/domain';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { moveByKeyboard } from './support/keyboard-sort';
import { signUpAndLogIn } from './support/session';
import { logWorkout } from './support/workout-log';

async function saveWeight(context: BrowserContext, baseUrl: string, date: string, weight: number) {
  const response = await context.request.post(`${baseUrl}/trpc/weight.save`, { data: { date, weight } });
  if (!response.ok()) throw new Error(`weight.save failed: ${response.status()} ${await response.text()}`);
}

const sets = (count: number, reps: number, weight: number) => Array.from({ length: count }, () => ({ reps, weight }));
const listNames = (panel: Locator) =>
  panel
    .getByRole('list', { name: 'Tracked exercises' })
    .getByRole('heading', { level: 3 })
    .evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent?.trim()));
const rows = (list: Locator) => list.getByRole('listitem').evaluateAll((items) => items.map((i) => i.textContent));

async function expectNames(panel: Locator, names: string[]) {
  await expect.poll(() => listNames(panel)).toEqual(names);
}

describe('progress journey: logged workouts → lists → history → sets → statistics → merge → delete → reorder → reload', () => {
  journey('works end to end as a new user would click it, and passes axe', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage();
    const a11y: A11yProblem[] = [];
    const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    const today = todayIn('UTC');
    const day = (n: number) => addDays(today, -n);

    // A new user with nothing logged sees how to start.
    await page.goto(`${app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Exercise Progress' });
    await panel.getByText(/^No tracked exercises yet: in the workout log, turn on Track progress/).waitFor();
    await check('progress panel (empty)');

    // Logged workouts on several days (the daily log's sync with a date).
    await saveWeight(context, app.url, day(220), 200);
    await saveWeight(context, app.url, day(30), 180);
    await logWorkout(context, app.url, day(200), [
      { name: 'Squat', bw: true, sets: sets(3, 5, 200) },
      { name: 'Bench', sets: sets(3, 5, 135) },
    ]);
    await logWorkout(context, app.url, day(100), [
      { name: 'Squat', bw: true, sets: sets(3, 5, 225) },
      { name: 'Bench Press', sets: sets(3, 5, 145) },
    ]);
    await logWorkout(context, app.url, day(20), [
      { name: 'Squat', bw: true, sets: [...sets(2, 6, 270), { reps: 8, weight: 270, notes: 'last one slow' }] },
      { name: 'Bench', sets: sets(2, 8, 155) },
    ]);

    // The lists appear (one per tracked name).
    await page.reload();
    await expectNames(panel, ['Squat', 'Bench', 'Bench Press']);
    await check('progress panel');

    // Expand a history: newest first, BWx with the body weight of that day.
    await panel.getByRole('button', { name: 'History of Squat' }).click();
    const squat = panel.getByRole('list', { name: 'History of Squat' });
    await squat.waitFor();
    const squatDays = [day(20), day(100), day(200)].map((d) =>
      new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    );
    expect(await rows(squat)).toEqual([`270 lbs1.50 BWx3 x 6-8${squatDays[0]}`, `225 lbs1.13 BWx3 x 5${squatDays[1]}`, `200 lbs1.00 BWx3 x 5${squatDays[2]}`]);

    // A day's sets.
    await squat.getByRole('button', { name: `Show sets of Squat on ${squatDays[0]}` }).click();
    const setsDialog = page.getByRole('dialog', { name: `Squat, ${squatDays[0]}` });
    await setsDialog.getByRole('cell', { name: 'last one slow' }).waitFor();
    expect(await setsDialog.getByRole('row').count()).toBe(4);
    await check('workout log entries dialog');
    await page.keyboard.press('Escape');
    await setsDialog.waitFor({ state: 'detached' });

    // Statistics: figures, metric switch, range change.
    await panel.getByRole('button', { name: 'Statistics of Squat' }).click();
    const stats = page.getByRole('dialog', { name: 'Squat' });
    const weight = stats.getByRole('button', { name: /^Latest working weight/ });
    await weight.waitFor();
    // 200 → 270 lbs: up 35.0 %.
    expect(await weight.innerText()).toContain('270 lbs');
    expect(await weight.textContent()).toContain('Up 35.0% since the first entry');
    expect(await weight.getAttribute('aria-pressed')).toBe('true');
    const points = stats.locator('.exercise-chart__point-list circle');
    await expect.poll(() => points.count()).toBe(2);
    const ranges = stats.getByRole('group', { name: 'Time range' });
    expect(await ranges.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.closest('label')!.textContent))).toEqual([
      '3 Months',
      '6 Months',
      'All',
    ]);
    await check('statistics dialog');
    await stats.getByRole('button', { name: /^Latest volume/ }).click();
    expect(await stats.getByRole('button', { name: /^Latest volume/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await points.last().getAttribute('aria-label')).toContain(': 5400 lbs');
    await ranges.getByRole('radio', { name: 'All' }).click();
    await expect.poll(() => points.count()).toBe(3);
    await points.first().hover();
    await stats.getByRole('tooltip').filter({ hasText: '3000 lbs' }).waitFor();
    await stats.getByRole('button', { name: 'Close' }).click();
    await stats.waitFor({ state: 'detached' });

    // Rename "Bench" to "Bench Press": the histories merge into one list.
    await panel.getByRole('button', { name: 'Rename Bench', exact: true }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Bench' });
    await rename.getByLabel('Exercise name').fill('Bench Press');
    await rename.getByText('Bench Press is already tracked: the two histories will merge.').waitFor();
    await check('rename dialog');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached' });
    await expectNames(panel, ['Squat', 'Bench Press']);
    await panel.getByRole('button', { name: 'History of Bench Press' }).click();
    const bench = panel.getByRole('list', { name: 'History of Bench Press' });
    await expect.poll(() => rows(bench)).toHaveLength(3);
    expect((await rows(bench)).map((r) => r!.slice(0, 7))).toEqual(['155 lbs', '145 lbs', '135 lbs']);

    // Delete an entry after confirming.
    await bench
      .getByRole('button', { name: /^Delete Bench Press entry of / })
      .last()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete tracked entry' });
    await confirm.waitFor();
    await check('delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => rows(bench)).toHaveLength(2);

    // Reorder by keyboard: Space on the handle, arrow down, Space; saved in one call.
    await moveByKeyboard(page, panel.getByRole('button', { name: 'Reorder Squat' }), 'Squat', { from: 1, to: 2, of: 2 }, 'progress.reorder');
    await expectNames(panel, ['Bench Press', 'Squat']);

    // The order is kept after a reload.
    await page.reload();
    await expectNames(panel, ['Bench Press', 'Squat']);

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
  });
});
