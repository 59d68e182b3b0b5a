import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addDays } from '@fitness/domain';
import { ExerciseChart } from './exercise-chart';
import type { ExercisePoint } from './exercise-chart-layout';

afterEach(() => cleanup());

function every(days: number, count: number, start = '2024-01-01'): ExercisePoint[] {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i * days), workingWeight: 100 + i, volume: (100 + i) * 10 }));
}

function pointsOf(container: HTMLElement) {
  return Array.from(container.querySelectorAll<SVGCircleElement>('.exercise-chart__point-list circle'));
}

describe('ExerciseChart in Chromium', () => {
  it('draws one labelled point per entry with a working weight in the range window', () => {
    const points = [...every(3, 200), { date: '2025-12-01', workingWeight: 0, volume: 0 }];
    const { container, rerender } = render(<ExerciseChart points={points} range="3m" unit="lbs" width={600} />);
    // 3 months = 90 days ending on the latest entry: entries every 3 days → 31 points.
    expect(pointsOf(container)).toHaveLength(31);
    rerender(<ExerciseChart points={points} range="6m" unit="lbs" width={600} />);
    expect(pointsOf(container)).toHaveLength(61);
    rerender(<ExerciseChart points={points} range="all" unit="lbs" width={600} />);
    expect(pointsOf(container)).toHaveLength(200);
    expect(screen.getByRole('img', { name: /^Working weight chart, .*: 200 entries, from 100 lbs to 299 lbs/ })).toBeInTheDocument();
  });

  it('switches between working weight and volume on the same dates', () => {
    const points = every(7, 5);
    const { container, rerender } = render(<ExerciseChart points={points} metric="workingWeight" range="3m" unit="kgs" width={600} />);
    const xs = pointsOf(container).map((c) => c.getAttribute('cx'));
    expect(pointsOf(container).at(-1)!.getAttribute('aria-label')).toBe('Jan 29, 2024: 104 kgs');
    expect(screen.getByRole('group', { name: 'Working weight entries' })).toBeInTheDocument();
    rerender(<ExerciseChart points={points} metric="volume" range="3m" unit="kgs" width={600} />);
    expect(pointsOf(container).at(-1)!.getAttribute('aria-label')).toBe('Jan 29, 2024: 1040 kgs');
    expect(pointsOf(container).map((c) => c.getAttribute('cx'))).toEqual(xs);
    expect(screen.getByRole('img', { name: /^Volume chart/ })).toBeInTheDocument();
  });

  it('shows a point’s date and value on hover, keyboard focus and tap', async () => {
    const points = every(10, 3);
    const { container } = render(<ExerciseChart points={points} range="3m" unit="lbs" width={600} />);
    await userEvent.hover(pointsOf(container)[1]!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Jan 11, 2024101 lbs');
    await userEvent.unhover(pointsOf(container)[1]!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Jan 21, 2024102 lbs');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Jan 1, 2024100 lbs');
    (document.activeElement as HTMLElement).blur();

    // A touch tap (no hover on phones) shows the nearest point; a second tap hides it.
    const first = pointsOf(container)[0]!.getBoundingClientRect();
    const tap = () =>
      container
        .querySelector('.exercise-chart__points')!
        .dispatchEvent(
          new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', clientX: first.x + first.width / 2, clientY: first.y + first.height / 2 }),
        );
    tap();
    await expect.poll(() => screen.queryByRole('tooltip')?.textContent, { timeout: 5_000 }).toBe('Jan 1, 2024100 lbs');
    tap();
    await expect.poll(() => screen.queryByRole('tooltip'), { timeout: 5_000 }).toBeNull();
  });

  it('draws two entries of the same day (merged histories) as two points, without React warnings', () => {
    const errors = vi.spyOn(console, 'error');
    const points = [
      { date: '2024-04-01', workingWeight: 150, volume: 2250 },
      { date: '2024-04-01', workingWeight: 160, volume: 2400 },
      { date: '2024-04-05', workingWeight: 165, volume: 2475 },
    ];
    const { container } = render(<ExerciseChart points={points} range="3m" unit="lbs" width={600} />);
    expect(pointsOf(container).map((c) => c.getAttribute('aria-label'))).toEqual(['Apr 1, 2024: 150 lbs', 'Apr 1, 2024: 160 lbs', 'Apr 5, 2024: 165 lbs']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('says so when no entry has a working weight', () => {
    render(<ExerciseChart points={[{ date: '2024-01-01', workingWeight: 0, volume: 0 }]} range="3m" unit="lbs" />);
    expect(screen.getByText('No entries with a working weight to chart yet.')).toBeInTheDocument();
  });
});
