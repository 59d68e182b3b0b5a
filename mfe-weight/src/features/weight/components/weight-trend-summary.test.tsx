import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FUTURE_DATE_ERROR, type Profile } from '@fitness/domain';
import { WeightPanelView } from './weight-panel-view';

const profile: Profile = {
  weight: 198,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 180,
};
// Weekly weigh-ins: α = 1 − e^(−7/7) = 0.632121 each time.
const entries = [
  { date: '2026-01-01', weight: 200 },
  { date: '2026-01-08', weight: 199 },
  { date: '2026-01-15', weight: 198 },
];
const resolve = async () => true;

function renderPanel(shown: Profile = profile, stored = entries) {
  const user = userEvent.setup();
  render(<WeightPanelView state={{ status: 'ready', entries: stored, profile: shown }} today="2026-01-15" onSave={resolve} onDelete={resolve} />);
  return { user, summary: screen.getByRole('group', { name: 'Weight summary' }) };
}

const figure = (summary: HTMLElement, term: string) => within(summary).getByText(term).nextElementSibling!.textContent;

describe('the weight summary: trend and weekly rate', () => {
  it('shows the trend weight and its weekly rate over the shown range, signed like the change', () => {
    const { summary } = renderPanel();
    expect(figure(summary, 'Start')).toBe('200 lbs');
    expect(figure(summary, 'Now')).toBe('198 lbs');
    expect(figure(summary, 'Change')).toBe('-2.0 lbs');
    // 200 → 199.368 → 198.503; (198.503 − 200) / 14 days × 7 = −0.75.
    expect(figure(summary, 'Trend')).toBe('198.5 lbs');
    expect(figure(summary, 'Weekly rate')).toBe('-0.7 lbs/week');
  });

  it('in kilograms for a metric user', () => {
    // 90.7 → 90.447 → 90.038 kg; (90.038 − 90.7) / 14 × 7 = −0.33.
    const { summary } = renderPanel({ ...profile, measurementType: 'metric' });
    expect(figure(summary, 'Trend')).toBe('90 kgs');
    expect(figure(summary, 'Weekly rate')).toBe('-0.3 kgs/week');
  });

  it('has a trend but no rate for a single weigh-in', () => {
    const { summary } = renderPanel(profile, entries.slice(0, 1));
    expect(figure(summary, 'Trend')).toBe('200 lbs');
    expect(within(summary).queryByText('Weekly rate')).not.toBeInTheDocument();
  });
});

describe('the add-weight dialog: no future dates', () => {
  it('stops the date picker at today and refuses a typed future date with a clear error', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add weight' }));
    // The dialog's code arrives on demand (docs/decisions/0022).
    const dialog = await screen.findByRole('dialog', { name: 'Add Weight' }, { timeout: 10_000 });
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveAttribute('max', '2026-01-15');
    await user.type(within(dialog).getByLabelText('Weight (lbs)'), '197.5');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.clear(date);
    await user.type(date, '2026-01-16');
    expect(date).toBeInvalid();
    expect(date).toHaveAccessibleDescription(FUTURE_DATE_ERROR);
    expect(FUTURE_DATE_ERROR).toBe('The date cannot be in the future.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(date);
    await user.type(date, '2026-01-15');
    expect(date).toBeValid();
    expect(within(dialog).queryByText(FUTURE_DATE_ERROR)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
