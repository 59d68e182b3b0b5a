import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSlotContext } from './remote-slot-context';

let shouldThrow = true;
function FlakyPanel() {
  if (shouldThrow) throw new Error('WeightPanel crashed');
  return <p>Weight panel content</p>;
}

/** Mirrors RemoteComponent: Retry remounts the boundary. */
function Slot() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteSlotContext.Provider value={{ title: 'Body Weight', retry: () => setAttempt((n) => n + 1) }}>
      <RemoteErrorBoundary key={attempt}>
        <FlakyPanel />
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}

describe('a remote that throws while rendering', () => {
  it('shows what is unavailable with a Retry that mounts it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <Slot />
        <p>Routines panel content</p>
      </>,
    );
    expect(screen.getByRole('alert', { name: 'Body Weight unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Body Weight is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('WeightPanel crashed')).toBeInTheDocument();
    expect(screen.getByText('Routines panel content')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Weight panel content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
