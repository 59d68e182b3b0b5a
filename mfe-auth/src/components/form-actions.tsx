import type { ReactNode } from 'react';

/** The row of buttons at the end of an account form (full width on a phone). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 'var(--space-2)', marginTop: 'var(--space-2)' }}>{children}</div>;
}
