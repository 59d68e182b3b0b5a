import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '@fitness/ui/styles.css';
import { sampleWeights } from '@fitness/charts';
import { ProgressDataProvider } from '../api/progress-data';
import { sampleProgress } from '../api/sample-progress-data';
import type { TrackedExercise } from '../api/types';
import { progressUnits } from '../hooks/progress-context';
import { ProgressPanelView } from './progress-panel-view';
import '../../../progress-remote.css';

afterEach(() => cleanup());

const units = progressUnits('imperial', sampleWeights(30), 180);
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** The panel over sample data; a saved order comes back from "the server" as the API would answer it. */
function Panel({ counts = [3, 2, 1], saved }: { counts?: number[]; saved: string[][] }) {
  const [{ list, data }] = useState(() => sampleProgress(['Squats', 'Bench Press', 'Bent-over Rows'].map((name, i) => ({ name, count: counts[i] ?? 1, everyDays: 1 }))));
  const [exercises, setExercises] = useState<TrackedExercise[]>(list);
  const onReorder = async (ids: string[]) => {
    saved.push(ids);
    setExercises(ids.map((id) => list.find((e) => e.id === id)!));
    return true;
  };
  return (
    <ProgressDataProvider value={data}>
      <ProgressPanelView state={{ status: 'ready', exercises, units }} onRename={async () => true} onDelete={async () => true} onReorder={onReorder} />
    </ProgressDataProvider>
  );
}

const names = () => within(screen.getByRole('list', { name: 'Tracked exercises' })).getAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent?.trim());

/** Presses the mouse on `element`, moves it a frame apart per offset, and, like a person, lets go once the list shows the item where it should land. */
async function mouseDrag(element: HTMLElement, offsets: number[], landed: string) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x, clientY: y, button: 0, buttons: 1 }));
  for (const dy of offsets) {
    await frame();
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x, clientY: y + dy, buttons: 1 }));
  }
  await expect.poll(() => document.body.textContent, { timeout: 10_000 }).toContain(landed);
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x, clientY: y + (offsets.at(-1) ?? 0) }));
  await frame();
}

describe('ProgressPanel in Chromium', () => {
  it('reorders the lists from the keyboard and saves the order in one call', async () => {
    const saved: string[][] = [];
    render(<Panel saved={saved} />);
    screen.getByRole('button', { name: 'Reorder Squats' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => document.body.textContent, { timeout: 10_000 }).toContain('Picked up Squats, at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.poll(names, { timeout: 10_000 }).toEqual(['Bench Press', 'Squats', 'Bent-over Rows']);
    expect(saved).toEqual([['order-1', 'order-0', 'order-2']]);
  });

  it('reorders from the keyboard while a tall history is open', async () => {
    const saved: string[][] = [];
    render(<Panel counts={[12, 2, 1]} saved={saved} />);
    await userEvent.click(screen.getByRole('button', { name: 'History of Squats' }));
    screen.getByRole('button', { name: 'Reorder Squats' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => document.body.textContent, { timeout: 10_000 }).toContain('Picked up Squats, at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.poll(names, { timeout: 10_000 }).toEqual(['Bench Press', 'Squats', 'Bent-over Rows']);
    expect(saved).toEqual([['order-1', 'order-0', 'order-2']]);
  });

  it('drags a list with the mouse by its handle', async () => {
    const saved: string[][] = [];
    render(<Panel saved={saved} />);
    const handle = screen.getByRole('button', { name: 'Reorder Bent-over Rows' });
    const top = screen.getByRole('button', { name: 'Reorder Squats' }).getBoundingClientRect().top;
    const start = handle.getBoundingClientRect().top;
    await mouseDrag(handle, [-2, -4, -6, -10, -30, -60, -(start - top) - 5], 'Bent-over Rows moved to position 1 of 3.');
    await expect.poll(names, { timeout: 10_000 }).toEqual(['Bent-over Rows', 'Squats', 'Bench Press']);
    expect(saved).toEqual([['order-2', 'order-0', 'order-1']]);
  });

  it('draws the statistics chart: points per range, metric switch, range change', async () => {
    render(<Panel counts={[400, 1]} saved={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Statistics of Squats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Squats' }, { timeout: 10_000 });
    const points = () => dialog.querySelectorAll('.exercise-chart__point-list circle');
    // Daily entries: 3 months = the latest day and the 90 before it.
    await expect.poll(() => points().length, { timeout: 10_000 }).toBe(91);
    const ranges = within(dialog).getByRole('group', { name: 'Time range' });
    expect(within(ranges).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['3 Months', '6 Months', '1 Year', 'All']);
    await userEvent.click(within(ranges).getByRole('radio', { name: '1 Year' }));
    expect(points()).toHaveLength(361);
    await userEvent.click(within(ranges).getByRole('radio', { name: 'All' }));
    expect(points()).toHaveLength(400);

    const weightY = Array.from(points(), (c) => c.getAttribute('aria-label'));
    const volume = within(dialog).getByRole('button', { name: /^Latest volume/ });
    await userEvent.click(volume);
    expect(volume).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: /^Latest working weight/ })).toHaveAttribute('aria-pressed', 'false');
    expect(points()).toHaveLength(400);
    expect(Array.from(points(), (c) => c.getAttribute('aria-label'))).not.toEqual(weightY);
    expect(within(dialog).getByRole('img', { name: /^Volume chart/ })).toBeInTheDocument();
    // The chart fits the large dialog.
    expect(dialog.querySelector('svg')!.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    render(
      <div style={{ width: 375 }}>
        <Panel counts={[30, 2, 1]} saved={[]} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'History of Squats' }));
    const region = screen.getByRole('region', { name: 'Exercise Progress' });
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    for (const button of within(region).getAllByRole('button')) expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  });
});
