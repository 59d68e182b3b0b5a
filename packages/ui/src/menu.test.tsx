import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuEntry } from './menu';
import { Modal } from './modal';

const TYPES = ['Normal set', 'Warm-up', 'Drop set', 'To failure'];

/** A set's type chosen from its menu, as the log does. */
function SetTypeMenu({ onClose = () => {} }: { onClose?: () => void }) {
  const [type, setType] = useState('Normal set');
  const items = vi.fn((): MenuEntry[] => [
    ...TYPES.map((label) => ({ label, checked: label === type, onSelect: () => setType(label) })),
    'separator',
    { label: 'Remove set', tone: 'danger' as const, onSelect: () => setType('removed') },
  ]);
  return (
    <Modal open title="Log" onClose={onClose}>
      <p>Type: {type}</p>
      <Menu label="Set 2 options for Bench Press" items={items} />
      <button type="button">After</button>
    </Modal>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Set 2 options for Bench Press' });

describe('Menu', () => {
  it('is a closed menu button with no items in the page until it opens', () => {
    const items = vi.fn(() => [{ label: 'Warm-up', onSelect: () => {} }]);
    render(<Menu label="Set 1 options" items={items} />);
    const button = screen.getByRole('button', { name: 'Set 1 options' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(items).not.toHaveBeenCalled();
  });

  it('draws its ⋯ icon unless told that its class draws one (icon={null}): then the button holds nothing', () => {
    const { rerender } = render(<Menu label="Set 1 options" items={[]} />);
    expect(screen.getByRole('button', { name: 'Set 1 options' }).querySelector('svg')).not.toBeNull();
    rerender(<Menu label="Set 1 options" items={[]} icon={null} />);
    expect(screen.getByRole('button', { name: 'Set 1 options' })).toBeEmptyDOMElement();
  });

  it('opens on a tap with the current choice focused, chooses on a tap, closes and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<SetTypeMenu />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Set 2 options for Bench Press' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['Normal set', 'true'],
      ['Warm-up', 'false'],
      ['Drop set', 'false'],
      ['To failure', 'false'],
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Normal set' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Remove set' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Drop set' }));
    expect(screen.getByText('Type: Drop set')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(screen.getByRole('menuitemradio', { name: 'Drop set' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Drop set' })).toHaveFocus();
  });

  it('moves with the arrows, Home and End (wrapping), and chooses with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<SetTypeMenu />);
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Normal set' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Drop set' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Remove set' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Normal set' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove set' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(screen.getByText('Type: Warm-up')).toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove set' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Drop set' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('Type: Drop set')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Esc closes the menu only (not the dialog around it) and gives the focus back; Tab closes it and moves on', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SetTypeMenu onClose={onClose} />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Type: Normal set')).toBeInTheDocument();

    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // Closed, Esc is the dialog's again.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a tap outside closes it without choosing; a second tap on its button closes it too', async () => {
    const user = userEvent.setup();
    render(<SetTypeMenu />);
    await user.click(menuButton());
    fireEvent.pointerDown(screen.getByText('Type: Normal set'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Type: Normal set')).toBeInTheDocument();
    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('takes a plain list of items too, and skips disabled ones', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Menu
        label="Exercise options"
        items={[
          { label: 'Group with next', onSelect },
          { label: 'Ungroup', onSelect, disabled: true },
          { label: 'Remove exercise', onSelect },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Exercise options' }));
    expect(screen.getByRole('menuitem', { name: 'Group with next' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove exercise' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
