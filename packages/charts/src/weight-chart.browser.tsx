/// <reference types="@vitest/browser-playwright" />
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { addDays, availableRanges, dataSpanDays, type RangeKey } from '@fitness/domain';
import { RangeSelector } from './range-selector';
import { WeightChart } from './weight-chart';

afterEach(async () => {
  cleanup();
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

/** A real finger tap through Chromium's input pipeline (touch → pointer → click), at a point of this test's frame. */
async function touchTap(clientX: number, clientY: number) {
  // The test runs in a (possibly scaled) iframe; CDP takes the top page's coordinates.
  const frame = window.frameElement!.getBoundingClientRect();
  const scale = frame.width / window.innerWidth;
  const point = { x: frame.left + clientX * scale, y: frame.top + clientY * scale };
  await cdp().send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp().send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

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

    // A near target outside the data still shows as a line: the value axis stretches to it.
    const { container: below } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} targetWeight={172} />);
    const lowY = Number(pointsOf(below)[1]!.getAttribute('cy'));
    const belowY = Number(below.querySelector('.weight-chart__target line')!.getAttribute('y1'));
    expect(belowY).toBeGreaterThan(lowY + 30);
    expect(belowY).toBeLessThan(260);
  });

  it('keeps a month of 209–213 lbs readable under a far 170 lbs target: the weights fill the plot, the target sits on the bottom edge', () => {
    const points = daily(31, '2024-03-01').map((p, i) => ({ ...p, weight: Math.round((211 + 2 * Math.sin(i / 3)) * 10) / 10 }));
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} height={260} targetWeight={170} />);
    const ys = pointsOf(container).map((c) => c.getBoundingClientRect().y + c.getBoundingClientRect().height / 2);
    const plot = container.querySelector('.line-chart__canvas')!.getBoundingClientRect();
    // The plot runs from 14 px to 232 px (260 − 28) of the chart: the weights span it but for the 2.5 % padding.
    const plotHeight = 260 - 14 - 28;
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(plotHeight * 0.9);
    expect(Math.min(...ys) - plot.y).toBeLessThan(14 + plotHeight * 0.05);

    const target = container.querySelector('.weight-chart__target')!;
    expect(target.getAttribute('data-edge')).toBe('bottom');
    expect(target.querySelector('line')).toBeNull();
    expect(target.querySelector('text')).toHaveTextContent(/^Target 170 lbs$/);
    expect(target.querySelector('path')).not.toBeNull();
    const label = target.querySelector('text')!.getBoundingClientRect();
    expect(label.bottom).toBeLessThanOrEqual(plot.y + 260 - 28);
    expect(label.bottom).toBeGreaterThan(plot.y + 260 - 28 - 20);
    expect(screen.getByRole('img', { name: /, lowest 209 lbs, highest 213 lbs\. Target 170 lbs\.$/ })).toBeInTheDocument();

    // Above the weights: the marker moves to the top edge.
    const { container: above } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} height={260} targetWeight={250} />);
    const top = above.querySelector('.weight-chart__target')!;
    expect(top.getAttribute('data-edge')).toBe('top');
    const topLabel = top.querySelector('text')!.getBoundingClientRect();
    expect(topLabel.y - above.querySelector('.line-chart__canvas')!.getBoundingClientRect().y).toBeLessThan(14 + 16);
  });

  it('draws the trend as a smooth line over lighter points, with a key and in the summary', () => {
    const points = daily(31, '2024-03-01');
    const trend = points.map((p) => ({ date: p.date, weight: p.weight + 0.4 }));
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} trend={trend} />);
    const path = container.querySelector<SVGPathElement>('.weight-chart__trend')!;
    expect(path.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/);
    // It runs across the plot (46 px to 586 px), above the raw line by 0.4 lbs.
    expect(path.getBoundingClientRect().width).toBeGreaterThan(530);
    expect(path.getBoundingClientRect().y).toBeLessThan(container.querySelector('.line-chart__line')!.getBoundingClientRect().y);
    const raw = getComputedStyle(container.querySelector('.line-chart__line')!);
    expect(raw.strokeWidth).toBe('1.25px');
    expect(getComputedStyle(path).strokeWidth).toBe('3px');
    expect(getComputedStyle(path).stroke).not.toBe(raw.stroke);
    expect(getComputedStyle(pointsOf(container)[0]!).r).toBe('3px');
    expect(screen.getByRole('list', { name: 'Chart key' })).toHaveTextContent('WeightTrend');
    expect(screen.getByRole('img', { name: /Trend from 200\.4 lbs to 198\.9 lbs\.$/ })).toBeInTheDocument();

    // Without a trend: no trend line, no key, full-strength points.
    const { container: plain } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} />);
    expect(plain.querySelector('.weight-chart__trend')).toBeNull();
    expect(plain.querySelector('.weight-chart__legend')).toBeNull();
    expect(getComputedStyle(plain.querySelector('.line-chart__line')!).strokeWidth).toBe('2px');
  });

  it('shows the nearest point’s date and weight on a finger tap anywhere on the chart; a second tap hides it', async () => {
    const points = [
      { date: '2024-03-01', weight: 181 },
      { date: '2024-03-15', weight: 179.5 },
      { date: '2024-03-30', weight: 178 },
    ];
    // Phone-sized, so every point lies inside the test frame's viewport.
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={320} />);
    const chartTop = container.querySelector('.line-chart__canvas')!.getBoundingClientRect().y;
    // Above the middle point, well clear of its marker: touch → pointerdown, pointerup and click are one tap.
    await touchTap(centre(pointsOf(container)[1]!).x + 8, chartTop + 20);
    await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toBe('Mar 15, 2024179.5 lbs');
    await touchTap(centre(pointsOf(container)[2]!).x, centre(pointsOf(container)[2]!).y);
    await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toBe('Mar 30, 2024178 lbs');
    // Again on the newest point (the one in the Tab order): the tap hides it, focus does not hold it.
    await touchTap(centre(pointsOf(container)[2]!).x, centre(pointsOf(container)[2]!).y);
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing when a touch on the chart turns into a scroll (pointercancel), and answers a bare click', async () => {
    const points = daily(31, '2024-03-01');
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} />);
    const layer = container.querySelector('.weight-chart__points')!;
    const at = centre(pointsOf(container)[10]!);
    layer.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', clientX: at.x, clientY: at.y }));
    await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toBe('Mar 11, 2024199.5 lbs');
    layer.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerType: 'touch' }));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
    // A click that no press announced (e.g. from assistive technology) shows the nearest point.
    layer.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: at.x, clientY: at.y }));
    await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toBe('Mar 11, 2024199.5 lbs');
  });

  it('follows the dark colour scheme: lighter line, target and axis text, a light tooltip', async () => {
    const points = daily(31, '2024-03-01');
    const trend = points.map((p) => ({ date: p.date, weight: p.weight + 0.4 }));
    const { container } = render(<WeightChart points={points} range="1m" unit="lbs" width={600} targetWeight={199} trend={trend} />);
    const colours = () => ({
      trend: getComputedStyle(container.querySelector('.weight-chart__trend')!).stroke,
      target: getComputedStyle(container.querySelector('.weight-chart__target text')!).fill,
      axis: getComputedStyle(container.querySelector('.line-chart__tick-label')!).fill,
    });
    expect(colours()).toEqual({ trend: 'rgb(181, 71, 8)', target: 'rgb(18, 100, 58)', axis: 'rgb(87, 96, 106)' });
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] });
    expect(colours()).toEqual({ trend: 'rgb(245, 163, 92)', target: 'rgb(74, 194, 107)', axis: 'rgb(163, 173, 184)' });
    await userEvent.hover(pointsOf(container)[5]!);
    expect(getComputedStyle(screen.getByRole('tooltip')).backgroundColor).toBe('rgb(230, 237, 243)');
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });

    // A dark ancestor (e.g. a story, or a theme switch) does the same without the media query.
    const { container: themed } = render(
      <div data-theme="dark">
        <WeightChart points={points} range="1m" unit="lbs" width={600} />
      </div>,
    );
    expect(getComputedStyle(themed.querySelector('.line-chart__line')!).stroke).toBe('rgb(110, 168, 254)');
  });

  it('hides the markers of hundreds of points but keeps every point focusable and the line whole', async () => {
    const points = daily(181, '2024-01-01');
    const { container } = render(<WeightChart points={points} range="6m" unit="lbs" width={600} />);
    expect(pointsOf(container)).toHaveLength(181);
    expect(container.querySelector('.weight-chart__points')!.getAttribute('data-markers')).toBe('hidden');
    expect(getComputedStyle(pointsOf(container)[90]!).stroke).toBe('rgba(0, 0, 0, 0)');
    expect(container.querySelector('.line-chart__line')!.getAttribute('d')!.split('L')).toHaveLength(181);
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Jun 29, 2024191 lbs');

    const { container: few } = render(<WeightChart points={daily(31)} range="1m" unit="lbs" width={600} />);
    expect(few.querySelector('.weight-chart__points')!.hasAttribute('data-markers')).toBe(false);
    expect(getComputedStyle(pointsOf(few)[0]!).stroke).toBe('rgb(31, 95, 191)');
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

  describe('with a projection', () => {
    // Six weeks losing 0.1 lb a day to Apr 10, 2024, then 12 weeks of projection: 195.9 → 187.5 lbs, a band widening to ±8 lbs.
    const weights = daily(42, '2024-02-29').map((p, i) => ({ ...p, weight: Math.round((200 - i * 0.1) * 10) / 10 }));
    const trend = weights.map((p) => ({ date: p.date, weight: p.weight + 0.2 }));
    const projection = {
      bandPercent: 80,
      points: Array.from({ length: 13 }, (_, w) => ({
        date: addDays('2024-04-10', w * 7),
        weight: 196.1 - w * 0.7,
        low: 196.1 - w * 0.7 - (w * 2) / 3,
        high: 196.1 - w * 0.7 + (w * 2) / 3,
      })),
    };

    it('draws a dashed line from the latest days with a shaded band, clipped to the plot, and names both in the key', () => {
      const { container } = render(<WeightChart points={weights} trend={trend} projection={projection} range="1m" unit="lbs" width={600} height={260} />);
      const line = container.querySelector<SVGPathElement>('.weight-chart__projection-line')!;
      const band = container.querySelector<SVGPathElement>('.weight-chart__projection-band')!;
      expect(getComputedStyle(line).strokeDasharray).toBe('7px, 5px');
      expect(getComputedStyle(band).fill).toMatch(/^rgba\(181, 71, 8, 0\.16\)$/);
      // The line starts at the latest weight's day and runs to the right edge of the plot; the weights keep the left part.
      const canvas = container.querySelector('.line-chart__canvas')!.getBoundingClientRect();
      const lineBox = line.getBoundingClientRect();
      const latest = pointsOf(container).at(-1)!.getBoundingClientRect();
      expect(lineBox.left).toBeCloseTo(latest.left + latest.width / 2, -1);
      expect(lineBox.right).toBeCloseTo(canvas.left + 600 - 14, 0);
      expect(latest.left - canvas.left).toBeLessThan(300);
      // The band's far end (±8 lbs) runs past the value axis: its shape reaches below the plot's bottom
      // edge (260 − 28), and it is cut there by a clip of the plot's rectangle.
      const bandBox = band.getBoundingClientRect();
      expect(bandBox.bottom).toBeGreaterThan(canvas.top + 232);
      const clipId = /^url\(#(.+)\)$/.exec(band.getAttribute('clip-path')!)![1]!;
      const clip = container.querySelector(`clipPath[id="${clipId}"] rect`)!;
      expect(['x', 'y', 'width', 'height'].map((name) => Number(clip.getAttribute(name)))).toEqual([46, 14, 540, 218]);
      // Below the plot, under the band's shape, the page shows no band.
      const below = document.elementFromPoint(bandBox.right - 2, canvas.top + 240);
      expect(below).not.toBe(band);
      const inside = document.elementFromPoint(bandBox.right - 2, (Math.max(bandBox.top, canvas.top + 14) + canvas.top + 232) / 2);
      expect(inside === band || inside?.closest('.weight-chart__projection') !== null).toBe(true);

      const key = screen.getByRole('list', { name: 'Chart key' });
      expect(Array.from(key.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Weight', 'Trend', 'Projection', 'Likely range (80 %)']);
      expect(
        screen.getByRole('img', {
          name: /Projection from 196\.1 lbs on Apr 10, 2024 to 187\.7 lbs on Jul 3, 2024; likely range \(80 %\) there 179\.7 lbs to 195\.7 lbs\.$/,
        }),
      ).toBeInTheDocument();
    });

    it('keeps its key, line and band on a 343 px phone, and has none without a projection', () => {
      const { container } = render(
        <div style={{ width: 343 }}>
          <WeightChart points={weights} trend={trend} projection={projection} range="1m" unit="lbs" />
        </div>,
      );
      expect(container.querySelector('svg')!.getBoundingClientRect().width).toBe(343);
      expect(container.querySelector('.weight-chart__projection-line')!.getBoundingClientRect().width).toBeGreaterThan(150);
      // The x labels stay apart: no two closer than 40 px.
      const labels = Array.from(container.querySelectorAll('.line-chart__tick-label[text-anchor="middle"]')).map((t) => t.getBoundingClientRect());
      for (let i = 1; i < labels.length; i += 1) expect(labels[i]!.left - labels[i - 1]!.right).toBeGreaterThan(4);
      cleanup();

      const { container: plain } = render(<WeightChart points={weights} trend={trend} range="1m" unit="lbs" width={600} />);
      expect(plain.querySelector('.weight-chart__projection')).toBeNull();
      expect(screen.getByRole('list', { name: 'Chart key' })).not.toHaveTextContent('Projection');
    });
  });
});
