import { useId, type ReactNode } from 'react';

/** One part of the account page: a panel titled by its h2. */
export function AccountSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="ui-panel" aria-labelledby={headingId} style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <h2 id={headingId} style={{ margin: 0, fontSize: '1.25rem' }}>
        {title}
      </h2>
      {intro ? <div style={{ color: 'var(--color-muted)' }}>{intro}</div> : null}
      {children}
    </section>
  );
}
