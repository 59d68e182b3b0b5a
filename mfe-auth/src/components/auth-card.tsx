import type { ReactNode } from 'react';

interface AuthCardProps {
  /** The screen's heading (h1), e.g. "Login". */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (e.g. "Forgot Password"). */
  footer?: ReactNode;
}

/** The frame of every account screen: a centred card that fits a 375 px screen. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="ui-panel auth-card" style={{ maxWidth: 440, margin: '0 auto', width: '100%' }}>
      <h1 style={{ marginTop: 0, fontSize: '1.6rem' }}>{title}</h1>
      {intro ? <p style={{ color: 'var(--color-muted)', marginTop: 0 }}>{intro}</p> : null}
      {children}
      {footer ? <div style={{ marginTop: 'var(--space-4)', display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>{footer}</div> : null}
    </section>
  );
}
