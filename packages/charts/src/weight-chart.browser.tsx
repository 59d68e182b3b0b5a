import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { addDays, availableRanges, dataSpanDays, type RangeKey } from '@fitness/domain';
import { RangeSelector } from './range-selector';
import { WeightChart } from './weight-chart';

afterEach(() => cleanup());

function daily(count: number, start = '2024-01-01') {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(start, i), weight: Math.round((200 - i * 0.05) * 10) / 10 }));
}

function pointsOf(container: HTMLElement) {
  return Array.from(container.querySelectorAll<SVGCircleElement>('.weight-chart__point-list circle'));
}

function ChartWithRanges({ points }: { points: { date: string; weight: number }[] }) {
  const [range, setRange] = useState<RangeKey>('1m');
  const options = availableRanges('bodyWeight', dataSpanDays(points.map((p) => p.date)));
  return (
    <>
      <RangeSelector options={options} value={range} onChange={setRange} />
      <WeightChart points={points} range={range} unit="lbs" />
    </>
  );
}

describe('WeightChart in Chromium', () => {
  it('draws one focusable, labelled point per entry with a weight, and skips the others', () => {
    const points = [
      { date: '2024-03-01', weight: 181 },
      { date: '2024-03-02', weight: null },
      { date: '2024-03-05', weight: 0 },
      { date: '2024-03-09', weight: 179.5 },
      { date: '2024-03-12', weight: 178 },
    ];
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} />);
    const circles = pointsOf(container);
    expect(circles).toHaveLength(3);
    expect(circles.map((c) => c.getAttribute('aria-label'))).toEqual(['Mar 1, 2024: 181 lbs', 'Mar 9, 2024: 179.5 lbs', 'Mar 12, 2024: 178 lbs']);
    // Only the newest point is in the Tab order; the arrow keys reach the others.
    expect(circles.map((c) => c.tabIndex)).toEqual([-1, -1, 0]);
    expect(screen.getByRole('img', { name: /^Body weight chart, Feb 11, 2024 to Mar 12, 2024: 3 entries/ })).toBeInTheDocument();
    // Points run left to right by date and top to bottom by weight.
    const [a, b, c] = circles.map((el) => ({ x: Number(el.getAttribute('cx')), y: Number(el.getAttribute('cy')) }));
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    expect(a!.y).toBeLessThan(c!.y);
  });

  it('places the target line at the target weight on the value scale', () => {
    const points = [
      { date: '2024-03-01', weight: 200 },
      { date: '2024-03-20', weight: 180 },
    ];
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} targetWeight={190} />);
    const [high, low] = pointsOf(container).map((c) => Number(c.getAttribute('cy')));
    const line = container.querySelector('.weight-chart__target line')!;
    const targetY = Number(line.getAttribute('y1'));
    // Points sit on tenths of a pixel.
    expect(targetY).toBeCloseTo((high! + low!) / 2, 0);
    expect(line.getBoundingClientRect().width).toBeGreaterThan(500);
    expect(container.querySelector('.weight-chart__target text')).toHaveTextContent('Target 190 lbs');

    // A target outside the data still shows: the value axis stretches to it.
    const { container: below } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} targetWeight={150} />);
    const lowY = Number(pointsOf(below)[1]!.getAttribute('cy'));
    const belowY = Number(below.querySelector('.weight-chart__target line')!.getAttribute('y1'));
    expect(belowY).toBeGreaterThan(lowY);
    expect(belowY).toBeLessThan(260);
  });

  it('switches range: more points and wider ticks', async () => {
    const points = daily(400);
    const { container } = render(<ChartWithRanges points={points} />);
    expect(pointsOf(container)).toHaveLength(31);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['1 Month', '2 Months', '3 Months', '6 Months', '1 Year', 'All']);
    await userEvent.click(screen.getByRole('radio', { name: '3 Months' }));
    expect(pointsOf(container)).toHaveLength(91);
    await userEvent.click(screen.getByRole('radio', { name: '1 Year' }));
    expect(pointsOf(container)).toHaveLength(361);
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(pointsOf(container)).toHaveLength(400);
    expect(screen.getByRole('img', { name: /400 entries/ })).toBeInTheDocument();
  });

  it('offers only the ranges the data span allows', () => {
    render(<ChartWithRanges points={daily(70)} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['1 Month', '2 Months', 'All']);
  });

  it('shows the date and weight of a hovered point, and of a focused one', async () => {
    const points = [
      { date: '2024-03-01', weight: 181 },
      { date: '2024-03-15', weight: 179.5 },
      { date: '2024-03-30', weight: 178 },
    ];
    const { container } = render(<WeightChart points={points} range="1m" unit="kgs" width={600} />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.hover(pointsOf(container)[1]!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 15, 2024179.5 kgs');
    await userEvent.unhover(pointsOf(container)[1]!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(document.activeElement).toBe(pointsOf(container)[2]);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 30, 2024178 kgs');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(pointsOf(container)[1]);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 15, 2024179.5 kgs');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 1, 2024181 kgs');
  });

  it('fills a narrow container (375 px phone) without overflowing it', () => {
    const { container } = render(
      <div style={{ width: 343 }}>
        <WeightChart points={daily(40)} range="1m" unit="lbs" />
      </div>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getBoundingClientRect().width).toBe(343);
    expect(pointsOf(container)).toHaveLength(31);
  });

  it('says so when there is nothing to chart', () => {
    const { container } = render(<WeightChart points={[]} range="1m" unit="lbs" />);
    expect(screen.getByText('No weights to chart yet.')).toBeInTheDocument();
    expect(pointsOf(container)).toHaveLength(0);
  });
});
