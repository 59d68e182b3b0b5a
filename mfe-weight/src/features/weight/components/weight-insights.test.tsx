import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, goalProjection, type Profile } from '@fitness/domain';
import { WeightPanelView } from './weight-panel-view';

const TODAY = '2026-11-20';
const profile: Profile = {
  weight: 190,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 180,
};
const resolve = async () => true;

/** Daily weigh-ins (stored pounds) for `days` days up to today, changing `perWeek` a week, with ±0.2 lb of scatter. */
function daily(days: number, perWeek: number, start = 190) {
  return Array.from({ length: days }, (_, i) => ({
    date: addDays(TODAY, i - days + 1),
    weight: Math.round((start + (perWeek / 7) * i + (i % 2 ? 0.2 : -0.2)) * 10) / 10,
  }));
}

function renderPanel(entries: { date: string; weight: number }[], shown: Partial<Profile> = {}) {
  const user = userEvent.setup();
  render(<WeightPanelView state={{ status: 'ready', entries, profile: { ...profile, ...shown } }} today={TODAY} onSave={resolve} onDelete={resolve} />);
  return { user, pace: screen.getByRole('group', { name: 'Your pace' }) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

describe('the on-track verdict under the summary', () => {
  it('is on track at −0.6 lbs a week against a goal of −0.5', () => {
    const { pace } = renderPanel(daily(56, -0.6));
    expect(pace).toHaveTextContent('On track: \u22120.6 lbs/week, goal \u22120.5');
    // Below the summary, above the chart.
    const summary = screen.getByRole('group', { name: 'Weight summary' });
    expect(summary.compareDocumentPosition(pace) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is slower than planned at −0.2 lbs a week', () => {
    expect(renderPanel(daily(56, -0.2)).pace).toHaveTextContent('Slower than planned: \u22120.2 lbs/week, goal \u22120.5');
  });

  it('is going the wrong way when gaining on a lose goal', () => {
    expect(renderPanel(daily(56, 0.3)).pace).toHaveTextContent('Going the wrong way: +0.3 lbs/week, goal \u22120.5');
  });

  it('is maintaining within 1 lb of the start on a maintain goal', () => {
    expect(renderPanel(daily(56, 0.1), { weightGoal: 0, targetWeight: 0 }).pace).toHaveTextContent(/^Maintaining: within 1 lb of your start$/);
  });

  it('asks for more weigh-ins below 8 in the last 4 weeks, and gives no date', () => {
    const everyFifthDay = daily(56, -0.6).filter((_, i) => i % 5 === 0);
    const { pace } = renderPanel(everyFifthDay);
    expect(pace).toHaveTextContent(/^Log a few more weigh-ins to see how you are doing$/);
    expect(pace).not.toHaveTextContent('At your current pace');
  });

  it('speaks kilograms for a metric user', () => {
    // −0.6 lb a week is −0.27 kg; the goal −2 is −0.25 kg a week.
    expect(renderPanel(daily(56, -0.6), { measurementType: 'metric', targetWeight: 176.4 }).pace).toHaveTextContent(
      'On track: \u22120.3 kgs/week, goal \u22120.25',
    );
  });
});

describe('the projected goal date at the current pace', () => {
  it('gives the day the trend reaches the target with its range, beside the spec\'s "N months to goal"', () => {
    const entries = daily(56, -0.6);
    const { pace } = renderPanel(entries);
    const projection = goalProjection({ weighIns: entries, today: TODAY, weeklyGoal: -2, type: 'imperial', target: 180 });
    if (projection.kind !== 'projected' || projection.latest === null) throw new Error(`expected a date, got ${projection.kind}`);
    expect(pace).toHaveTextContent(
      `At your current pace: around ${dayMonth(projection.date)}, between ${dayMonth(projection.earliest)} and ${dayMonth(projection.latest)}`,
    );
    // The goal-rate forecast stays where it was.
    expect(screen.getByText(/^\d+(\.\d)? months to goal$/)).toBeInTheDocument();
  });

  it('says "Not at this rate" when the weight moves away from the target', () => {
    expect(renderPanel(daily(56, 0.3)).pace).toHaveTextContent('At your current pace: Not at this rate');
  });
});

describe('the projection on the chart', () => {
  it('draws the projection with its band on 1 month, 2 months and All, with its key and its summary, not on 3 months', async () => {
    const { user } = renderPanel(daily(100, -0.6, 193));
    const chart = () => screen.getByRole('img', { name: /^Body weight chart/ });
    const key = () =>
      within(screen.getByRole('list', { name: 'Chart key' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    expect(key()).toEqual(['Weight', 'Trend', 'Projection', 'Likely range (80 %)', 'Target']);
    expect(chart().getAttribute('aria-label')).toMatch(
      / Projection from [\d.]+ lbs on Nov 20, 2026 to 180 lbs on [A-Z][a-z]{2} \d+, 2027; likely range \(80 %\) there [\d.]+ lbs to [\d.]+ lbs\. Target 180 lbs\.$/,
    );
    expect(document.querySelector('.weight-chart__projection-band')).not.toBeNull();

    await user.click(screen.getByRole('radio', { name: '3 Months' }));
    expect(key()).toEqual(['Weight', 'Trend', 'Target']);
    expect(chart().getAttribute('aria-label')).not.toContain('Projection');

    for (const range of ['2 Months', 'All']) {
      await user.click(screen.getByRole('radio', { name: range }));
      expect(key()).toContain('Likely range (80 %)');
      expect(chart().getAttribute('aria-label')).toContain('likely range (80 %)');
    }
  });

  it('draws nothing of a projection without enough weigh-ins', () => {
    renderPanel(daily(56, -0.6).filter((_, i) => i % 5 === 0));
    expect(screen.getByRole('list', { name: 'Chart key' })).not.toHaveTextContent('Projection');
    expect(document.querySelector('.weight-chart__projection')).toBeNull();
  });
});
