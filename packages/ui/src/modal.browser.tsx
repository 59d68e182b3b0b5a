import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './styles.css';
import { ConfirmDialog } from './confirm-dialog';
import { TextAreaField, TextField } from './fields';
import { Modal } from './modal';

beforeAll(() => page.viewport(390, 844));
afterEach(() => cleanup());

const fields = Array.from({ length: 14 }, (_, i) => <TextField key={i} label={`Field ${i + 1}`} hint="A hint under the field" />);

/** Whether the element lies inside the window and is what a tap at its centre reaches. */
function inReach(element: HTMLElement) {
  const r = element.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && hit !== null && element.contains(hit);
}

describe('Modal on a 390 × 844 phone', () => {
  it.each([
    ['a form', { onSubmit: () => {}, confirmLabel: 'Save' }],
    ['a dialog with Confirm', { onConfirm: () => {}, confirmLabel: 'Save' }],
    ['a large dialog', { onConfirm: () => {}, confirmLabel: 'Save', size: 'large' as const }],
  ])('keeps the close button and the actions in reach while a long body of %s scrolls between them', async (_kind, props) => {
    render(
      <Modal open title="Add Exercise" onClose={() => {}} {...props}>
        {fields}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Exercise' });
    expect(dialog.scrollHeight).toBeGreaterThan(window.innerHeight);
    const actions = ['Close', 'Cancel', 'Save'].map((name) => screen.getByRole('button', { name }));
    for (const scrollTop of [0, dialog.scrollHeight / 2, dialog.scrollHeight]) {
      dialog.scrollTop = scrollTop;
      await new Promise(requestAnimationFrame);
      expect(actions.filter((button) => !inReach(button)).map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual([]);
    }
    // Tabbing down the form brings each field into view clear of the footer, and back up clear of the header.
    const textboxes = screen.getAllByRole('textbox');
    for (const field of [...textboxes, ...textboxes.reverse()]) {
      field.focus();
      await new Promise(requestAnimationFrame);
      expect(inReach(field), field.getAttribute('aria-label') ?? field.id).toBe(true);
    }
  });

  it('keeps a confirmation’s buttons in reach below a long question', async () => {
    render(
      <ConfirmDialog open title="Delete routine" onConfirm={() => {}} onCancel={() => {}}>
        <TextAreaField label="Why" rows={40} />
      </ConfirmDialog>,
    );
    for (const name of ['Cancel', 'Delete']) expect(inReach(screen.getByRole('button', { name })), name).toBe(true);
  });
});
