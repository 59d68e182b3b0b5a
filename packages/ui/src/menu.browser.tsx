import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './styles.css';
import { Menu } from './menu';
import { Modal } from './modal';

beforeAll(() => page.viewport(390, 844));
afterEach(() => cleanup());

/** Whether the element lies inside the window and is what a tap at its centre reaches. */
function inReach(element: HTMLElement) {
  const r = element.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && hit !== null && element.contains(hit);
}

/** Cards as the log has them (each contains its layout and paint), the menu on the last row of each. */
function Log() {
  const [chosen, setChosen] = useState('Normal set');
  const items = () =>
    ['Normal set', 'Warm-up', 'Drop set', 'To failure'].map((label) => ({ label, checked: label === chosen, onSelect: () => setChosen(label) }));
  return (
    <Modal open title="Daily Workout Log" size="large" onClose={() => {}}>
      <p>Chosen: {chosen}</p>
      <ol style={{ listStyle: 'none', padding: 0 }}>
        {[1, 2, 3, 4].map((n) => (
          <li key={n} style={{ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 300px', border: '1px solid' }}>
            <div style={{ height: 240 }}>Exercise {n}</div>
            <Menu label={`Set 5 options for Exercise ${n}`} items={items} />
          </li>
        ))}
      </ol>
    </Modal>
  );
}

describe('Menu on a 390 × 844 phone, inside a dialog of contained cards', () => {
  it('opens above every card (not clipped by its card), beside its button, follows it as the dialog scrolls, and is chosen by a tap', async () => {
    render(<Log />);
    const button = screen.getByRole('button', { name: 'Set 5 options for Exercise 1' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Set 5 options for Exercise 1' });
    expect(menu.matches(':popover-open')).toBe(true);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.filter((item) => !inReach(item)).map((item) => item.textContent)).toEqual([]);
    const gap = () => {
      const b = button.getBoundingClientRect();
      const m = menu.getBoundingClientRect();
      return Math.min(Math.abs(m.top - b.bottom), Math.abs(b.top - m.bottom));
    };
    expect(gap()).toBeLessThanOrEqual(8);

    const dialog = screen.getByRole('dialog', { name: 'Daily Workout Log' });
    dialog.scrollTop = 120;
    await expect.poll(gap, { timeout: 15_000 }).toBeLessThanOrEqual(8);

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'To failure' }));
    expect(screen.getByText('Chosen: To failure')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Esc closes the menu and leaves the dialog open; a tap outside closes it', async () => {
    render(<Log />);
    const button = screen.getByRole('button', { name: 'Set 5 options for Exercise 2' });
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { name: 'Normal set' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Daily Workout Log' })).toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Chosen: Normal set'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
