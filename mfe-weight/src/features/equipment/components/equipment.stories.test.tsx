import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './equipment.stories';

afterEach(() => vi.restoreAllMocks());

const { PoundDefaults, KilogramDefaults, HomeGym, Saved, SaveFailed } = composeStories(stories);

describe('plates and bar stories (no network)', () => {
  it('render every state without console errors, in the units of each', () => {
    const errors = vi.spyOn(console, 'error');
    for (const [Story, bar, plates] of [
      [PoundDefaults, 'Bar (lb)', 6],
      [KilogramDefaults, 'Bar (kg)', 7],
      [HomeGym, 'Bar (lb)', 3],
      [Saved, 'Bar (lb)', 6],
      [SaveFailed, 'Bar (lb)', 6],
    ] as const) {
      const { unmount } = render(<Story />);
      const section = screen.getByRole('region', { name: 'Plates and bar' });
      expect(within(section).getByLabelText(bar)).toBeInTheDocument();
      expect(within(section).getAllByLabelText(/^Plate \d+ \((lb|kg)\)$/)).toHaveLength(plates);
      unmount();
    }
    render(<SaveFailed />);
    expect(screen.getByText(/^Your plates and bar were not saved./)).toHaveAttribute('role', 'alert');
    expect(errors).not.toHaveBeenCalled();
  });
});
