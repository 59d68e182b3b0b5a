import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { BODY_WEIGHT_RANGES, type RangeKey } from '@fitness/domain';
import { RangeSelector } from './range-selector';

afterEach(() => cleanup());

function Ranges() {
  const [range, setRange] = useState<RangeKey>('1m');
  return <RangeSelector options={[...BODY_WEIGHT_RANGES]} value={range} onChange={setRange} />;
}

const segments = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.getBoundingClientRect());

describe('RangeSelector in Chromium', () => {
  // 390 and 360 px phones leave 332 and 302 px inside the weight panel (12 px page and 17 px panel padding each side).
  it.each([332, 300])('fits all six body-weight ranges in one row of 44 px targets at %i px', (width) => {
    render(
      <div style={{ width }}>
        <Ranges />
      </div>,
    );
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['1 Month', '2 Months', '3 Months', '6 Months', '1 Year', 'All']);
    const boxes = segments();
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    const row = document.querySelector('.chart-range__options')!;
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(row.getBoundingClientRect().right);
  });

  it('is still a labelled group of radios: click and arrow keys choose a range', async () => {
    render(<Ranges />);
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Month' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '6 Months' }));
    expect(screen.getByRole('radio', { name: '6 Months' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 Year' })).toBeChecked();
  });
});
