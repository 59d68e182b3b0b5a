import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './gym-tools.stories';

afterEach(() => vi.restoreAllMocks());

const { TimerRunning, TimerOver, TimerPaused, PlatesExact, PlatesNotLoadable, PlatesBelowTheBar, PlatesKg } = composeStories(stories);

describe('gym tools stories (no network)', () => {
  it('the timer bar: running (time left, ±15 s, pause, skip, notify), over (how long ago), paused', () => {
    const errors = vi.spyOn(console, 'error');
    const running = render(<TimerRunning />);
    const bar = screen.getByRole('region', { name: 'Rest timer' });
    expect(within(bar).getByRole('timer', { name: 'Rest time left' })).toHaveTextContent('1:03');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['−15 s', '+15 s', 'Pause', 'Skip', 'Notify me when rest is over']);
    running.unmount();
    const over = render(<TimerOver />);
    expect(screen.getByText('Rest over')).toBeInTheDocument();
    expect(screen.getByText('2 min ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    over.unmount();
    render(<TimerPaused />);
    expect(screen.getByRole('timer', { name: 'Rest time left, paused' })).toHaveTextContent('0:45');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me when rest is over' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the plate sheet: exact with the plates drawn, not loadable with the nearest weights, below the bar, kg', () => {
    const exact = render(<PlatesExact />);
    const sheet = screen.getByRole('dialog', { name: 'Plates for 185 lbs' });
    expect(within(sheet).getByText('45 lb bar: 45 + 25 per side')).toBeInTheDocument();
    // Drawn to scale: the 45 is the tallest plate, the 25 a little over half of it.
    const plates = [...sheet.querySelectorAll<HTMLElement>('.plate-figure__plate')];
    expect(plates.map((p) => [p.textContent, p.style.getPropertyValue('--plate')])).toEqual([
      ['45', '1'],
      ['25', String(25 / 45)],
    ]);
    exact.unmount();
    const notLoadable = render(<PlatesNotLoadable />);
    expect(screen.getByText('Not loadable: 227.5 lbs. Nearest: 225 or 230')).toBeInTheDocument();
    expect(screen.getByText('225 lbs: 45 + 45 per side')).toBeInTheDocument();
    expect(screen.getByText('230 lbs: 45 + 45 + 2.5 per side')).toBeInTheDocument();
    notLoadable.unmount();
    const below = render(<PlatesBelowTheBar />);
    expect(screen.getByText('Lighter than the bar (45 lb bar)')).toBeInTheDocument();
    below.unmount();
    render(<PlatesKg />);
    expect(screen.getByRole('dialog', { name: 'Plates for 142.5 kgs' })).toHaveTextContent('20 kg bar: 25 + 25 + 10 + 1.25 per side');
  });
});
