/// <reference types="@vitest/browser-playwright" />
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addDays } from '@fitness/domain';
import { MeasurementChart } from './measurement-chart';

afterEach(cleanup);

const weekly = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ date: addDays('2024-01-01', i * 7), value: Math.round((34 - i * 0.2) * 10) / 10 }));

describe('MeasurementChart in Chromium', () => {
  it('fills a phone-wide container, labels each point in its unit and shows it on focus', async () => {
    const { container } = render(
      <div style={{ width: 326 }}>
        <MeasurementChart points={weekly(8)} label="Waist" unit="in" range="3m" />
      </div>,
    );
    expect(container.querySelector('svg')!.getBoundingClientRect().width).toBe(326);
    const points = Array.from(container.querySelectorAll('.measurement-chart__point-list circle'));
    expect(points.map((p) => p.getAttribute('aria-label'))).toContain('Feb 19, 2024: 32.6 in');
    expect(screen.getByRole('group', { name: 'Waist entries' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Waist chart, .*: 8 entries, from 34 in to 32\.6 in/ })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Feb 19, 202432.6 in');
  });

  it('says so when nothing was measured', () => {
    render(<MeasurementChart points={[]} label="Hips" unit="cm" range="3m" />);
    expect(screen.getByText('Nothing measured yet.')).toBeInTheDocument();
  });
});
