import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, calorieBudget, dailyExpenditure, displayToPounds, forecastLabel, heightFromForm, poundsToDisplay, todayIn } from '@fitness/domain';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { focusedElement } from './support/focus';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** The page says where the user is: the document title, and (after a navigation) focus on its h1. */
async function expectPage(page: Page, title: string, heading?: string) {
  await expect.poll(() => page.title()).toBe(`${title} · Fitness Tracker`);
  if (heading) await expect.poll(() => focusedElement(page)).toEqual({ tag: 'h1', name: heading });
}

const kcal = (n: number) => `${n.toLocaleString('en-US')} kcal`;
const chartPoints = (panel: Locator) => panel.locator('.weight-chart__point-list circle');
const entryRows = (panel: Locator) => panel.getByRole('list', { name: 'Entries' }).getByRole('listitem');

async function addWeight(page: Page, panel: Locator, date: string, kilograms: string) {
  await panel.getByRole('button', { name: 'Add weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Weight' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Weight (kgs)', { exact: true }).fill(kilograms);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('weight journey: metric profile → calorie figures → weights → chart → range → delete', () => {
  journey('works end to end as a new user would click it, and passes axe', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage();
    const a11y: A11yProblem[] = [];
    const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
    await signUpAndLogIn(context, app.url);
    // The browser's own day, as the add dialog computes it.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(today).toBe(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));

    // A blank profile: the dashboard sends the user to /profile, which says why and what is missing.
    await page.goto(`${app.url}/dashboard`);
    await waitForPath(page, '/profile');
    await page.getByText('Complete your profile to see your dashboard').waitFor();
    await page.getByText('Add your weight, height, age, activity level and gender to see your daily calorie expenditure and calorie budget.').waitFor();
    await expectPage(page, 'Profile');
    // The first load (with its redirect) leaves focus where the browser puts it.
    expect((await focusedElement(page)).tag).toBe('body');
    await check('profile (blank)');

    // Complete a metric profile.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await waitForPath(page, '/profile-form');
    await expectPage(page, 'Edit profile', 'Edit Profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('radio', { name: 'Metric (kgs, cm)' }).check();
    await form.getByLabel('Weight (kgs)', { exact: true }).fill('84');
    await form.getByLabel('Height (cm)').fill('178');
    await form.getByLabel('Age').fill('38');
    await form.getByLabel('Activity level').selectOption('Lightly Active');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('Weekly goal').selectOption('-2');
    await form.getByLabel('Target weight (kgs)').fill('75');
    await check('profile form');
    await form.getByRole('button', { name: 'Save Profile' }).click();

    // The first save of a blank profile goes on to the dashboard.
    await waitForPath(page, '/dashboard');
    await expectPage(page, 'Dashboard', 'Dashboard');
    const panel = page.getByRole('region', { name: 'Body Weight' });
    await panel.getByText('No weights logged yet. Add your first weight to start your chart.').waitFor();

    // The profile in kilograms and centimetres, with both calorie figures.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');
    await expectPage(page, 'Profile', 'Profile');
    const stored = {
      weight: displayToPounds(84, 'metric'),
      height: heightFromForm({ feet: 0, inches: 0, cm: 178 }, 'metric'),
      age: 38,
      activityLevel: 'Lightly Active',
      gender: 'Female',
      weightGoal: -2,
    } as const;
    const figures = page.getByRole('region', { name: 'Daily calories' });
    await figures.getByText(kcal(dailyExpenditure(stored)!)).waitFor();
    await figures.getByText(kcal(calorieBudget(stored)!)).waitFor();
    expect(await page.getByText('84 kgs').count()).toBe(1);
    expect(await page.getByText('178 cm').count()).toBe(1);
    await check('profile');

    // Weights on several days, one day twice: the second save updates that day.
    expect(await page.getByText('Complete your profile to see your dashboard').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await expectPage(page, 'Dashboard', 'Dashboard');
    await panel.getByText('No weights logged yet. Add your first weight to start your chart.').waitFor();
    const days = [addDays(today, -45), addDays(today, -20), addDays(today, -6), today];
    await addWeight(page, panel, days[0]!, '84');
    await addWeight(page, panel, days[1]!, '82.6');
    await addWeight(page, panel, days[2]!, '81.9');
    await addWeight(page, panel, days[3]!, '81.5');
    await addWeight(page, panel, days[3]!, '81.2');

    await expect.poll(() => entryRows(panel).count()).toBe(4);
    expect(await entryRows(panel).first().innerText()).toContain('81.2 kgs');
    expect(await entryRows(panel).filter({ hasText: '81.5 kgs' }).count()).toBe(0);

    // The chart: 1 month shows the three latest days; the target line and the forecast.
    await expect.poll(() => chartPoints(panel).count()).toBe(3);
    expect(await panel.locator('.weight-chart__target text').textContent()).toBe('Target 75 kgs');
    const current = poundsToDisplay(displayToPounds(81.2, 'metric'), 'metric');
    // Goal −2 in metric is 0.25 kg a week: 6.2 kg to go at 1 kg per 4-week month.
    const forecast = forecastLabel({ current, target: 75, weeklyGoal: -2, type: 'metric' })!;
    expect(forecast).toBe('6.2 months to goal');
    await panel.getByText(forecast).waitFor();
    const summary = panel.getByRole('group', { name: 'Weight summary' });
    // Trend (α = 1 − e^(−Δt/7 days)): 84 → 82.64 → 82.00 → 81.54; over the month 82.64 → 81.54 in 20 days.
    expect((await summary.innerText()).replace(/\s+/g, ' ')).toBe('Start 82.6 kgs Now 81.2 kgs Change -1.4 kgs Trend 81.5 kgs Weekly rate -0.4 kgs/week');

    // Hover a point: its date and weight.
    await chartPoints(panel).last().hover();
    expect(await panel.getByRole('tooltip').filter({ hasText: '81.2 kgs' }).count()).toBe(1);
    await check('dashboard');

    // A desktop gives the chart room: the weight panel takes a wide column, the other panels sit beside it.
    const weightBox = (await panel.boundingBox())!;
    const routinesBox = (await page.getByRole('region', { name: 'Workout Routines' }).boundingBox())!;
    expect(weightBox.width).toBeGreaterThanOrEqual(700);
    expect(routinesBox.x).toBeGreaterThanOrEqual(weightBox.x + weightBox.width);

    // Switch range: 45 days of data offer 1 Month and All (not 2 Months, which needs 60).
    const ranges = panel.getByRole('group', { name: 'Time range' });
    expect(await ranges.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.closest('label')!.textContent))).toEqual(['1 Month', 'All']);
    await ranges.getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => chartPoints(panel).count()).toBe(4);
    expect((await summary.innerText()).replace(/\s+/g, ' ')).toBe('Start 84 kgs Now 81.2 kgs Change -2.8 kgs Trend 81.5 kgs Weekly rate -0.4 kgs/week');

    // Delete one by keyboard after confirming (focus starts on Cancel); focus then lands on the next row.
    await panel.getByRole('button', { name: `Delete weight entry for ${days[1]}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete weight' });
    expect(await confirm.innerText()).toContain('Delete the entry of 82.6 kgs');
    await expect.poll(() => focusedElement(page)).toEqual({ tag: 'button', name: 'Cancel' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => entryRows(panel).count()).toBe(3);
    await expect.poll(() => chartPoints(panel).count()).toBe(3);
    expect(await panel.getByRole('button', { name: `Delete weight entry for ${days[1]}` }).count()).toBe(0);
    await expect.poll(() => focusedElement(page)).toEqual({ tag: 'button', name: `Delete weight entry for ${days[0]}` });

    // Dark mode follows the system setting, and stays readable (axe checks the contrast).
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 17, 21)');
    await check('dashboard (dark)');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expectPage(page, 'Profile', 'Profile');
    await check('profile (dark)');

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
  });

  journey('fits a 375 px wide phone screen: no sideways scrolling on the dashboard or the profile form', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage({ width: 375, height: 812 });
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await page.goto(`${app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Body Weight' });
    await panel.getByRole('button', { name: 'Add weight' }).waitFor();
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    for (const [i, weight] of ['151', '150.2', '149.6'].entries()) {
      await panel.getByRole('button', { name: 'Add weight' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Weight' });
      await dialog.getByLabel('Date').fill(addDays(today, -i * 3));
      await dialog.getByLabel('Weight (lbs)', { exact: true }).fill(weight);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await expect.poll(() => panel.locator('.weight-chart__point-list circle').count()).toBe(3);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    const box = (await panel.locator('svg[role="img"]').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    await page.goto(`${app.url}/profile-form`);
    await page.getByRole('form', { name: 'Profile' }).waitFor();
    expect(await overflow()).toBe(0);
    expect(errors).toEqual([]);
  });

  journey('on a 390×844 touch phone: a one-row header, one column, a tap on the chart shows a value, dark mode passes axe', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage({ phone: true });
    const a11y: A11yProblem[] = [];
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    for (const [i, weight] of [151, 150.2, 149.6].entries()) {
      const saved = await context.request.post(`${app.url}/trpc/weight.save`, { data: { date: addDays(today, -i * 3), weight } });
      expect(saved.ok()).toBe(true);
    }
    await page.goto(`${app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Body Weight' });
    await expect.poll(() => chartPoints(panel).count()).toBe(3);
    await expectPage(page, 'Dashboard');

    // The skip link comes first.
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toEqual({ tag: 'a', name: 'Skip to main content' });
    await page.keyboard.press('Enter');
    expect(await focusedElement(page)).toMatchObject({ tag: 'main' });

    // One header row (≤ 64 px) at 390 and 360 px, every link named and at least 44 px tall.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.height, `header at ${width} px`).toBeLessThanOrEqual(64);
      // A short first name is shown whole (a long one gives way with an ellipsis).
      expect(await nav.getByText('Hi, Ada').evaluate((greeting) => greeting.scrollWidth <= greeting.clientWidth), `greeting at ${width} px`).toBe(true);
      for (const name of ['Home', 'Dashboard', 'Profile', 'Logout']) {
        const link = (await nav.getByRole('link', { name, exact: true }).boundingBox())!;
        expect(link.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
        expect(link.x + link.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
        expect(link.y + link.height, `${name} at ${width} px`).toBeLessThanOrEqual(header.y + header.height);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // One column: the other panels come below the weight panel.
    const weightBox = (await panel.boundingBox())!;
    const routinesBox = (await page.getByRole('region', { name: 'Workout Routines' }).boundingBox())!;
    expect(routinesBox.y).toBeGreaterThanOrEqual(weightBox.y + weightBox.height);

    // Touch has no hover: a tap anywhere on the chart (here above the newest point) shows the nearest point's value.
    const newest = (await chartPoints(panel).last().boundingBox())!;
    const plot = (await panel.locator('svg[role="group"]').boundingBox())!;
    await page.touchscreen.tap(newest.x + newest.width / 2, plot.y + 8);
    await expect.poll(() => panel.getByRole('tooltip').filter({ hasText: '151 lbs' }).count()).toBe(1);

    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 17, 21)');
    a11y.push(...(await seriousA11yViolations(page, 'dashboard (phone, dark, value shown)')));
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
  });
});
