import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@fitness/ui/styles.css';
import type { Profile } from '@fitness/domain';
import { WeightPanelView } from './weight-panel-view';
import '../../../weight-remote.css';

afterEach(() => cleanup());

const profile: Profile = {
  weight: 211.8,
  height: 70,
  age: 36,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 175,
};
// Wide figures: three-digit weights with a decimal and a double-digit change.
const entries = [
  { date: '2026-10-22', weight: 222.4 },
  { date: '2026-11-05', weight: 218.6 },
  { date: '2026-11-20', weight: 211.8 },
];
const resolve = async () => true;

describe('the weight summary on a phone', () => {
  // A 360 px phone keeps 336 px inside the page gutters; 390 px keeps 366.
  it.each([336, 366])('keeps every figure on one line, inside its box, at %i px', async (width) => {
    render(
      <div style={{ width }}>
        <WeightPanelView state={{ status: 'ready', entries, profile }} today="2026-11-20" onSave={resolve} onDelete={resolve} />
      </div>,
    );
    const summary = screen.getByRole('group', { name: 'Weight summary' });
    const figures = within(summary).getAllByRole('definition');
    expect(figures.map((dd) => dd.textContent)).toEqual(['222.4 lbs', '211.8 lbs', '-10.6 lbs', '212.7 lbs', '-2.4 lbs/week']);
    for (const dd of figures) {
      const lineHeight = parseFloat(getComputedStyle(dd).lineHeight) || parseFloat(getComputedStyle(dd).fontSize) * 1.4;
      expect(dd.getBoundingClientRect().height, dd.textContent!).toBeLessThan(lineHeight * 1.5);
      expect(dd.scrollWidth, dd.textContent!).toBeLessThanOrEqual(dd.clientWidth);
    }
    // Start, Now and Change share the first row.
    const tops = figures.slice(0, 3).map((dd) => Math.round(dd.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
});
