import { useId, type ReactNode } from 'react';

export interface PanelProps {
  title: string;
  children?: ReactNode;
  /** Controls shown beside the title (e.g. a plus button). */
  actions?: ReactNode;
}

/** A titled dashboard card; the title names the region for screen readers. */
export function Panel({ title, children, actions }: PanelProps) {
  const headingId = useId();
  return (
    <section className="ui-panel" aria-labelledby={headingId}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: '1.15rem' }}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
