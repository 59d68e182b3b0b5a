import { describe, expect } from 'vitest';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';
import { logWorkout, setValues } from './support/workout-log';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => new Date(utc(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of the week that holds `day` (History's weeks start on Monday). */
const mondayOf = (day: string) => addDays(day, -((utc(day).getUTCDay() + 6) % 7));
/** "Wednesday 9 December", as the calendar and the list name a day. */
const dayName = (day: string) => `${WEEKDAYS[utc(day).getUTCDay()]} ${utc(day).getUTCDate()} ${MONTHS[utc(day).getUTCMonth()]}`;
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** One workout: bench 3 × 5 × 185 and squats 2 × 5 × 225 (5 working sets, 5,025 lbs). */
const workout = [
  { name: 'Bench Press', sets: [185, 185, 185].map((weight) => ({ reps: 5, weight })) },
  { name: 'Squats', sets: [225, 225].map((weight) => ({ reps: 5, weight })) },
];

describe('History on a phone (390×844)', () => {
  journey(
    'three weeks of workouts: this week and the streak, the calendar marks the days, a past workout repeated today and saved heads the list',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      // The three weeks before this one: Monday and Wednesday last week, Tuesday and Friday before, one three weeks ago.
      const monday = mondayOf(today);
      const seeded = [-7, -5, -13, -10, -17].map((days) => addDays(monday, days));
      for (const day of seeded) await logWorkout(context, app.url, day, workout);

      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).tap();
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/history');

      // "This week" (nothing yet) against last week's two, and three weeks in a row.
      const week = page.getByRole('region', { name: 'This week' });
      await expect.poll(() => week.innerText(), { timeout: 15_000 }).toContain('Streak: 3 weeks');
      const weekText = await week.innerText();
      expect(weekText).toContain('0 workouts · 2 fewer than last week');
      expect(weekText).toContain('0 working sets · 10 fewer than last week');
      expect(weekText).toContain('0 lbs lifted · 10,050 lbs less than last week');

      // The calendar: the month of last Wednesday marks it (and today), named with its sets.
      const lastWednesday = seeded[1]!;
      for (let i = 0; i < monthsBetween(lastWednesday, today); i += 1) await page.getByRole('button', { name: 'Previous month' }).tap();
      const grid = page.getByRole('grid', { name: `${MONTHS[utc(lastWednesday).getUTCMonth()]} ${lastWednesday.slice(0, 4)}` });
      const marked = grid.getByRole('button', { name: `${dayName(lastWednesday)}: 5 sets`, exact: true });
      await marked.waitFor({ timeout: 15_000 });
      expect(await marked.getAttribute('class')).toContain('history-day--workout');
      // Its neighbour in the same month (the Tuesday or the Thursday) had no workout: reachable, not chosen.
      const rest = [addDays(lastWednesday, -1), addDays(lastWednesday, 1)].find((day) => day.slice(0, 7) === lastWednesday.slice(0, 7))!;
      expect(await grid.getByRole('button', { name: dayName(rest), exact: true }).getAttribute('aria-disabled')).toBe('true');
      const list = page.getByRole('list', { name: 'Workouts' });
      const cards = list.getByRole('article');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await check('history page');

      // Choosing the day on the calendar brings its workout into view; it opens with every set.
      await marked.tap();
      const opener = list.locator(`button[data-day="${lastWednesday}"]`);
      await expect.poll(() => opener.evaluate((button) => button === document.activeElement), { timeout: 15_000 }).toBe(true);
      await opener.tap();
      const detail = page.getByRole('dialog', { name: `${dayName(lastWednesday)} ${lastWednesday.slice(0, 4)}` });
      const benchSets = detail.getByRole('region', { name: 'Bench Press' }).getByRole('listitem');
      await expect.poll(() => benchSets.allInnerTexts(), { timeout: 15_000 }).toEqual(['5 × 185 lbs', '5 × 185 lbs', '5 × 185 lbs']);
      expect(await detail.innerText()).toContain('2 exercises · 5 sets · 5,025 lbs');
      await check('a workout opened');

      // Repeat today: today's log holds its exercises and sets, unsaved until Save.
      await detail.getByRole('button', { name: 'Repeat today' }).tap();
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const bench = log.getByRole('group', { name: 'Bench Press', exact: true });
      await bench.waitFor({ timeout: 15_000 });
      expect(await log.getByLabel('Date').inputValue()).toBe(today);
      expect(await setValues(bench)).toEqual([
        ['5', '185'],
        ['5', '185'],
        ['5', '185'],
      ]);
      expect(await setValues(log.getByRole('group', { name: 'Squats', exact: true }))).toEqual([
        ['5', '225'],
        ['5', '225'],
      ]);
      expect(await log.innerText()).toContain('Nothing is saved until you save.');
      await log.getByRole('button', { name: 'Save', exact: true }).tap();
      await log.waitFor({ state: 'detached', timeout: 15_000 });

      // Back in History (from the dashboard, by the nav): today's workout heads the list; this week counts it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).tap();
      await page.getByRole('region', { name: 'Workout Routines' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).tap();
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(6);
      expect(await cards.first().getByRole('button').first().getAttribute('data-day')).toBe(today);
      await expect.poll(() => week.innerText(), { timeout: 15_000 }).toContain('Streak: 4 weeks');
      expect(await week.innerText()).toContain('1 workout · 1 fewer than last week');
      await check('history after a repeat');

      expect(errors).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
