import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Tooltip label="About calorie budget" content="Calories per day to meet your goal." />);
    const trigger = screen.getByRole('button', { name: 'About calorie budget' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Calories per day to meet your goal.');
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, describes its trigger, and hides on Esc', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Adds a routine">
        <Button>Add</Button>
      </Tooltip>,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Add' });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    expect(trigger).toHaveAccessibleDescription('Adds a routine');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
