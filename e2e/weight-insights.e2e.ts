import { describe, expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { addDays } from '@fitness/domain';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}, ${day.slice(0, 4)}`;

async function call(app: { url: string }, context: BrowserContext, procedure: string, input: unknown) {
  const answer = await context.request.post(`${app.url}/trpc/${procedure}`, { data: input });
  if (!answer.ok()) throw new Error(`${procedure}: ${answer.status()} ${await answer.text()}`);
}

describe('weight insights on a 390×844 phone: 8 weeks of weigh-ins → verdict and projection → measurements → centimetres', () => {
  journey(
    'shows how the user is doing and where the weight is heading, logs measurements, and speaks centimetres to a metric user',
    async ({ app, openPage }) => {
      const { page, errors, context } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      await signUpAndLogIn(context, app.url);
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      const profile = {
        weight: 190,
        height: 70,
        age: 35,
        activityLevel: 'Active',
        gender: 'Male',
        measurementType: 'imperial',
        weightGoal: -2,
        targetWeight: 180,
      };
      await call(app, context, 'profile.save', profile);
      // 8 weeks of daily weigh-ins losing 0.6 lb a week, ±0.2 lb of scatter.
      for (let i = 0; i < 56; i += 1)
        await call(app, context, 'weight.save', { date: addDays(today, i - 55), weight: Math.round((190 - (0.6 / 7) * i + (i % 2 ? 0.2 : -0.2)) * 10) / 10 });

      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const measurementsCode = (path: string) => /\/mfe\/mfe-weight\/measurements-dialog\.[0-9a-f]+\.(js|css)$/.test(path);
      await page.goto(`${app.url}/dashboard`);
      const panel = page.getByRole('region', { name: 'Body Weight' });
      const pace = panel.getByRole('group', { name: 'Your pace' });
      await expect.poll(() => pace.textContent(), { timeout: 15_000 }).toContain('On track: \u22120.6 lbs/week, goal \u22120.5');
      expect(await pace.textContent()).toMatch(/At your current pace: around \d{1,2} [A-Z][a-z]{2}, between \d{1,2} [A-Z][a-z]{2} and \d{1,2} [A-Z][a-z]{2}$/);
      // The spec's goal-rate forecast stays.
      expect(await panel.getByText(/months to goal$/).count()).toBe(1);
      // The chart: a dashed projection with its band, in the key and in the chart's summary.
      const key = panel.getByRole('list', { name: 'Chart key' });
      expect(await key.getByRole('listitem').allTextContents()).toEqual(['Weight', 'Trend', 'Projection', 'Likely range (80 %)', 'Target']);
      const chartName = await panel.getByRole('img', { name: /^Body weight chart/ }).getAttribute('aria-label');
      expect(chartName).toMatch(
        new RegExp(`Projection from [\\d.]+ lbs on ${shortDay(today)} to 180 lbs on .+; likely range \\(80 %\\) there [\\d.]+ lbs to [\\d.]+ lbs\\.`),
      );
      const band = (await panel.locator('.weight-chart__projection-band').boundingBox())!;
      const chart = (await panel.locator('svg[role="img"]').boundingBox())!;
      expect(band.width).toBeGreaterThan(chart.width / 3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      a11y.push(...(await seriousA11yViolations(page, 'dashboard with the verdict and projection')));

      // Body measurements (their dialog and chart come on demand, not with the panel): four weeks ago, then today.
      await page.waitForLoadState('networkidle');
      expect(fetched.filter(measurementsCode)).toEqual([]);
      await panel.getByRole('button', { name: 'Add measurements' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Body measurements' });
      await dialog.getByText('No measurements yet. Add your first above: any of the six will do.').waitFor();
      expect(fetched.filter(measurementsCode)).toHaveLength(2);
      const form = dialog.getByRole('form', { name: 'Add measurements' });
      const monthAgo = addDays(today, -28);
      await form.getByLabel('Date').fill(monthAgo);
      await form.getByLabel('Waist (in)').fill('34');
      await form.getByLabel('Hips (in)').fill('40');
      await form.getByLabel('Body fat (%)').fill('22');
      await form.getByRole('button', { name: 'Save measurements' }).tap();
      await form.getByText(`Saved the measurements of ${shortDay(monthAgo)}.`).waitFor();
      await form.getByLabel('Date').fill(today);
      await expect.poll(() => form.getByLabel('Waist (in)').inputValue()).toBe('');
      await form.getByLabel('Waist (in)').fill('33');
      await form.getByLabel('Body fat (%)').fill('21');
      await form.getByRole('button', { name: 'Save measurements' }).tap();
      await form.getByText(`Saved the measurements of ${shortDay(today)}.`).waitFor();

      const rows = dialog.getByRole('list', { name: 'Measurements' }).getByRole('button');
      await expect
        .poll(() => rows.allTextContents(), { timeout: 15_000 })
        .toEqual([
          `Waist33 in\u22121 in since ${shortDay(monthAgo)}`,
          `Hips40 infirst entry ${shortDay(monthAgo)}`,
          `Body fat21 %\u22121 % since ${shortDay(monthAgo)}`,
        ]);
      const waistChart = dialog.getByRole('img', { name: /^Waist chart, .*: 2 entries, from 34 in to 33 in/ });
      await waistChart.waitFor();
      expect(await dialog.locator('.measurement-chart__point-list circle').count()).toBe(2);
      const dialogBox = (await dialog.boundingBox())!;
      const chartBox = (await waistChart.boundingBox())!;
      expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      await rows.filter({ hasText: 'Body fat' }).tap();
      await dialog.getByRole('img', { name: /^Body fat chart, .*from 22 % to 21 %/ }).waitFor();
      a11y.push(...(await seriousA11yViolations(page, 'measurements dialog')));
      await dialog.getByRole('button', { name: 'Close', exact: true }).tap();
      await dialog.waitFor({ state: 'detached' });

      // A metric user sees centimetres (stored in cm: 33 in = 83.82 cm, 34 in = 86.36 cm).
      await call(app, context, 'profile.save', { ...profile, measurementType: 'metric', targetWeight: 180 });
      await page.reload();
      await panel.getByRole('button', { name: 'Add measurements' }).tap();
      await expect
        .poll(() => dialog.getByRole('list', { name: 'Measurements' }).getByRole('button').allTextContents(), { timeout: 15_000 })
        .toEqual([
          `Waist83.8 cm\u22122.6 cm since ${shortDay(monthAgo)}`,
          `Hips101.6 cmfirst entry ${shortDay(monthAgo)}`,
          `Body fat21 %\u22121 % since ${shortDay(monthAgo)}`,
        ]);
      expect(await dialog.getByLabel('Waist (cm)').inputValue()).toBe('83.8');
      await dialog.getByRole('img', { name: /^Waist chart, .*from 86\.4 cm to 83\.8 cm/ }).waitFor();
      expect(await panel.getByRole('group', { name: 'Your pace' }).textContent()).toContain('kgs/week, goal \u22120.25');

      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
