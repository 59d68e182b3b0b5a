import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, todayIn } from '@fitness/domain';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';
import { logWorkout } from './support/workout-log';

const files = mkdtempSync(join(tmpdir(), 'fitness-e2e-transfer-'));

async function saveWeight(context: BrowserContext, url: string, date: string, weight: number) {
  const response = await context.request.post(`${url}/trpc/weight.save`, { data: { date, weight } });
  if (!response.ok()) throw new Error(`weight.save failed: ${response.status()}`);
}

const figure = (preview: Locator, term: string) =>
  preview
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

async function chooseFile(page: Page, path: string) {
  await page.getByLabel('Choose a file').setInputFiles(path);
}

describe('Your data on a phone (390×844): export, import a Strong file and a backup into a new account, undo', () => {
  journey('works end to end as a person would click it, and passes axe', async ({ app, openPage }) => {
    const today = todayIn('UTC');
    const day = (n: number) => addDays(today, -n);
    const a11y: A11yProblem[] = [];

    // An account with weigh-ins exports everything: a real download with a dated name; nothing is deleted.
    const first = await openPage({ phone: true });
    await signUpAndLogIn(first.context, app.url, { completeProfile: true });
    await saveWeight(first.context, app.url, day(10), 151.5);
    await saveWeight(first.context, app.url, day(3), 149.8);
    await logWorkout(first.context, app.url, day(3), [{ name: 'Bench', sets: [{ reps: 5, weight: 135 }] }]);
    await first.page.goto(`${app.url}/data`);
    await first.page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
    const [download] = await Promise.all([first.page.waitForEvent('download'), first.page.getByRole('link', { name: 'Everything (JSON)' }).click()]);
    expect(download.suggestedFilename()).toBe(`fitness-${today}.json`);
    const backupPath = join(files, download.suggestedFilename());
    await download.saveAs(backupPath);
    const backup = JSON.parse(readFileSync(backupPath, 'utf8')) as { format: string; weights: unknown[]; workoutLogs: unknown[] };
    expect(backup).toMatchObject({
      format: 'fitness-tracker-backup',
      weights: [
        { date: day(10), weight: 151.5 },
        { date: day(3), weight: 149.8 },
      ],
    });
    expect(backup.workoutLogs).toHaveLength(1);
    expect(first.errors).toEqual([]);

    // A new account finds Your data from its profile.
    const { context, page, errors } = await openPage({ phone: true });
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await page.goto(`${app.url}/profile`);
    await page.getByRole('link', { name: 'Your data' }).click();
    await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/data');
    await page.getByText('Nothing imported yet.').waitFor();
    a11y.push(...(await seriousA11yViolations(page, 'your data (empty)')));

    // A Strong file: the preview's numbers before anything is written. Its distances are miles, as its weights are
    // pounds (Strong's export says neither): the row of 1.24 mi is a Distance and time set, nothing skipped as cardio.
    const strongPath = join(files, 'strong_workouts.csv');
    const rows = [
      `${day(30)} 18:05:11,"Legs",1h,"Zercher Squat",W,95,8,0,0,"","",`,
      `${day(30)} 18:05:11,"Legs",1h,"Zercher Squat",1,185,5,0,0,"belt","",8`,
      `${day(30)} 18:05:11,"Legs",1h,"Zercher Squat",2,185,5,0,0,"","",`,
      `${day(30)} 18:05:11,"Legs",1h,"Rest Timer",Rest Timer,0,0,0,120,"","",`,
      `${day(20)} 7:30:00\u202fPM,"Legs",1h,"Zercher Squat",1,195,5,0,0,"","",`,
      `${day(20)} 7:30:00\u202fPM,"Legs",1h,"Rowing (Machine)",1,0,0,1.24,600,"","",`,
      `${day(10)} 18:00:00,"Legs",1h,"Zercher Squat",1,205,3,0,0,"","",9`,
    ];
    writeFileSync(
      strongPath,
      `\ufeffDate,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n${rows.join('\n')}\n`,
    );
    await chooseFile(page, strongPath);
    const preview = page.getByRole('region', { name: 'Strong file: strong_workouts.csv' });
    await preview.waitFor();
    expect(await figure(preview, 'Workouts')).toBe('3');
    expect(await figure(preview, 'Exercises')).toBe('2');
    expect(await figure(preview, 'Sets')).toBe('6 sets: 5 weight and reps, 1 distance (1 warm-up)');
    expect(await figure(preview, 'Dates')).toBe(`${day(30)} to ${day(10)}`);
    expect(await preview.getByLabel('Weights in this file are in').inputValue()).toBe('lbs');
    expect(await preview.getByRole('list', { name: 'Left out' }).getByRole('listitem').allInnerTexts()).toEqual(['1 rest timer row skipped']);
    expect(await preview.getByText(/it cannot read/).count()).toBe(0);
    expect(await preview.getByLabel('Track the imported exercises').isChecked()).toBe(true);
    a11y.push(...(await seriousA11yViolations(page, 'your data (preview)')));
    await preview.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported 3 workouts, 6 sets', { exact: true }).waitFor({ timeout: 15_000 });

    // The backup of the first account brings its weigh-ins.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, backupPath);
    const backupPreview = page.getByRole('region', { name: /^Fitness Tracker backup \(JSON\) file/ });
    await backupPreview.waitFor();
    expect(await figure(backupPreview, 'Weigh-ins')).toBe('2');
    await backupPreview.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported 1 workout, 1 set, 2 weigh-ins', { exact: true }).waitFor({ timeout: 15_000 });
    const imports = page.getByRole('region', { name: 'Your imports' });
    await expect.poll(() => imports.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);

    // The dashboard: the imported exercise's history in the progress panel, the weigh-ins in the weight panel.
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    const progress = page.getByRole('region', { name: 'Exercise Progress' });
    await progress.getByRole('button', { name: 'History of Zercher Squat' }).click();
    const history = progress.getByRole('list', { name: 'History of Zercher Squat' });
    await expect.poll(() => history.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    expect(await history.getByRole('listitem').first().innerText()).toContain('205 lbs');
    const weights = page.getByRole('region', { name: 'Body Weight' }).getByRole('list', { name: 'Entries' }).getByRole('listitem');
    await expect.poll(() => weights.count(), { timeout: 15_000 }).toBe(2);
    expect(await weights.first().innerText()).toContain('149.8');

    // Undo both from Your data: gone from the dashboard, the list empty.
    await page.goto(`${app.url}/data`);
    for (const name of ['strong_workouts.csv', download.suggestedFilename()]) {
      await page.getByRole('button', { name: `Undo the import of ${name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Undo import' });
      await dialog.getByRole('button', { name: 'Undo import' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Undo the import of ${name}` }).waitFor({ state: 'detached', timeout: 15_000 });
    }
    await page.getByText('Nothing imported yet.').waitFor();
    await page.goto(`${app.url}/dashboard`);
    await page
      .getByRole('region', { name: 'Exercise Progress' })
      .getByText(/^No tracked exercises yet/)
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: 'Body Weight' }).getByRole('list', { name: 'Entries' }).count()).toBe(0);

    // The page fits the phone: nothing wider than the screen.
    await page.goto(`${app.url}/data`);
    await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
  });
});
