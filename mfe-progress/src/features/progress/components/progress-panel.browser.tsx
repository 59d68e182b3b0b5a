import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '@fitness/ui/styles.css';
import { sampleWeights } from '@fitness/charts/samples';
import { sampleProgress } from '../../../test-support/sample-progress-data';
import type { TrackedExercise } from '../api/types';
import { progressUnits } from '../hooks/progress-context';
import { ProgressPanelView } from './progress-panel-view';
import { mouseDrag } from '../../../../../tools/test-support/drag';
import '../../../progress-remote.css';

afterEach(() => cleanup());

const units = progressUnits('imperial', sampleWeights(30), 180);

/** The panel over sample data; a saved order comes back from "the server" as the API would answer it. */
function Panel({ counts = [3, 2, 1], saved }: { counts?: number[]; saved: string[][] }) {
  const [{ list, data }] = useState(() =>
    sampleProgress(['Squats', 'Bench Press', 'Bent-over Rows'].map((name, i) => ({ name, count: counts[i] ?? 1, everyDays: 1 }))),
  );
  const [exercises, setExercises] = useState<TrackedExercise[]>(list);
  const onReorder = async (ids: string[]) => {
    saved.push(ids);
    setExercises(ids.map((id) => list.find((e) => e.id === id)!));
    return true;
  };
  return (
    <ProgressPanelView
      state={{ status: 'ready', exercises, units }}
      data={data}
      onRename={async () => true}
      onDelete={async () => true}
      onReorder={onReorder}
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Tracked exercises' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.firstChild?.textContent?.trim());

describe('ProgressPanel in Chromium', () => {
  it('reorders the lists from the keyboard and saves the order in one call', async () => {
    const saved: string[][] = [];
    render(<Panel saved={saved} />);
    screen.getByRole('button', { name: 'Reorder Squats' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Picked up Squats, at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bench Press', 'Squats', 'Bent-over Rows']);
    expect(saved).toEqual([['order-1', 'order-0', 'order-2']]);
  });

  it('reorders from the keyboard while a tall history is open', async () => {
    const saved: string[][] = [];
    render(<Panel counts={[12, 2, 1]} saved={saved} />);
    await userEvent.click(screen.getByRole('button', { name: 'History of Squats' }));
    screen.getByRole('button', { name: 'Reorder Squats' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Picked up Squats, at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bench Press', 'Squats', 'Bent-over Rows']);
    expect(saved).toEqual([['order-1', 'order-0', 'order-2']]);
  });

  it('drags a list with the mouse by its handle', async () => {
    const saved: string[][] = [];
    render(<Panel saved={saved} />);
    const handle = screen.getByRole('button', { name: 'Reorder Bent-over Rows' });
    const top = screen.getByRole('button', { name: 'Reorder Squats' }).getBoundingClientRect().top;
    const start = handle.getBoundingClientRect().top;
    await mouseDrag(handle, [-2, -4, -6, -10, -30, -60, -(start - top) - 5], {
      landed: () => expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Bent-over Rows moved to position 1 of 3.'),
    });
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bent-over Rows', 'Squats', 'Bench Press']);
    expect(saved).toEqual([['order-2', 'order-0', 'order-1']]);
  });

  it('draws the statistics chart: points per range, metric switch, range change', async () => {
    render(<Panel counts={[400, 1]} saved={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Statistics of Squats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Squats' });
    const points = () => dialog.querySelectorAll('.exercise-chart__point-list circle');
    // Daily entries: 3 months = the latest day and the 90 before it.
    await expect.poll(() => points().length, { timeout: 15_000 }).toBe(91);
    const ranges = within(dialog).getByRole('group', { name: 'Time range' });
    expect(
      within(ranges)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['3 Months', '6 Months', '1 Year', 'All']);
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

  it('a run and a plank on a 375 px phone: rows of their kind fit, the pace chart fits the dialog with m:ss on its axis', async () => {
    const { list, data } = sampleProgress([
      { name: 'Run', count: 60, everyDays: 1, kind: 'distanceTime' },
      { name: 'Plank', count: 30, start: 45, kind: 'time' },
    ]);
    const noop = async () => true;
    render(
      <div style={{ width: 375 }}>
        <ProgressPanelView state={{ status: 'ready', exercises: list, units }} data={data} onRename={noop} onDelete={noop} onReorder={noop} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'History of Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'History of Plank' }));
    const region = screen.getByRole('region', { name: 'Exercise Progress' });
    expect(within(region).getAllByText('Best pace')).not.toHaveLength(0);
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);

    await userEvent.click(screen.getByRole('button', { name: 'Statistics of Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Latest best pace/ }));
    const points = () => dialog.querySelectorAll('.exercise-chart__point-list circle');
    // Daily runs: 3 months holds all 60.
    await expect.poll(() => points().length, { timeout: 15_000 }).toBe(60);
    expect(points()[0]!.getAttribute('aria-label')).toMatch(/: \d+:\d\d \/mi$/);
    const axis = Array.from(dialog.querySelectorAll('.exercise-chart__tick-label[text-anchor="end"]'), (t) => t.textContent);
    expect(axis.length).toBeGreaterThan(1);
    for (const label of axis) expect(label).toMatch(/^\d+:\d\d$/);
    expect(dialog.querySelector('svg')!.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
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
