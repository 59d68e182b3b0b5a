import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Walkthrough } from './walkthrough';

function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open the walkthrough</button>
      <Walkthrough open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('Walkthrough', () => {
  it('is a dialog of four pages with arrows and dots, operable by keyboard, returning focus on Esc', async () => {
    const user = userEvent.setup();
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Open the walkthrough' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'How Fitness Tracker works' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveTextContent('Page 1 of 4');
    expect(within(dialog).getByRole('heading', { name: 'Track your body weight' })).toBeInTheDocument();
    const dots = within(within(dialog).getByRole('group', { name: 'Pages' })).getAllByRole('button');
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'step');

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(dialog).toHaveTextContent('Page 2 of 4');
    expect(dots[1]).toHaveAttribute('aria-current', 'step');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: 'Log today’s workout' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveTextContent('Page 1 of 4');
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(dots[3]!);
    expect(within(dialog).getByRole('heading', { name: 'Follow your progress' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Finish on the last page closes it, and it opens again on page 1', async () => {
    const user = userEvent.setup();
    render(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Open the walkthrough' }));
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Finish walkthrough' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the walkthrough' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Page 1 of 4');
  });
});
