import { useId } from 'react';
import { exportPath, useRestApi, type ExportFormat } from '@fitness/api-client';

const DOWNLOADS: { format: ExportFormat; label: string; text: string }[] = [
  {
    format: 'json',
    label: 'Everything (JSON)',
    text: 'Profile, weigh-ins, routines, every workout and the progress order: the backup this page imports back.',
  },
  { format: 'strong-csv', label: 'Workouts (CSV)', text: 'In Strong’s layout, which other apps import, with weights in your units.' },
  { format: 'weights-csv', label: 'Weights (CSV)', text: 'Date and weight, in your units.' },
];

/** Three downloads, each a dated file the server names (fitness-YYYY-MM-DD…). */
export function ExportSection() {
  const rest = useRestApi();
  const headingId = useId();
  return (
    <section className="data-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Export</h2>
      <ul className="data-downloads">
        {DOWNLOADS.map(({ format, label, text }) => (
          <li key={format}>
            <a className="ui-button" data-variant="secondary" href={rest.url(exportPath(format))} download>
              {label}
            </a>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
