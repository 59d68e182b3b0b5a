import { useId } from 'react';
import { Button, CheckboxField, SelectField } from '@fitness/ui';
import type { ImportAnswer, ImportChoices, ImportUnits } from '../api/data-transfer-requests';
import { count, setsByKindText, skippedTexts } from './data-text';
import { ImportNames } from './import-names';

export interface ImportPreviewProps {
  fileName: string;
  preview: ImportAnswer;
  choices: ImportChoices;
  /** A changed choice is being previewed again. */
  refreshing: boolean;
  onChange: (choices: ImportChoices) => void;
  onStart: () => void;
  onCancel: () => void;
}

const UNIT_OPTIONS = [
  { value: 'lbs', label: 'Pounds (lbs)' },
  { value: 'kg', label: 'Kilograms (kg)' },
];

const unitText = (unit: ImportAnswer['unit'], format: ImportAnswer['format']) =>
  format === 'json'
    ? 'Pounds, as the app stores them'
    : unit === 'per-row'
      ? 'As each row says (kg or lbs)'
      : unit === 'kg'
        ? 'Kilograms (kg)'
        : 'Pounds (lbs)';

/** What the file holds and what importing it adds, before anything is written; Import writes it. */
export function ImportPreview({ fileName, preview, choices, refreshing, onChange, onStart, onCancel }: ImportPreviewProps) {
  const headingId = useId();
  const { counts } = preview;
  const warnings = skippedTexts(preview);
  const nothing = counts.sets + counts.weighIns + counts.measurements + counts.routines + counts.routineExercises === 0;
  const names = preview.names ?? [];
  // A backup's names are this app's own and always stay; another app's are offered kept once one would change.
  const offerKeep = preview.format !== 'json' && (choices.keepNames === true || names.some((n) => n.name !== n.fileName));
  return (
    <section className="data-preview" aria-labelledby={headingId} aria-busy={refreshing}>
      <h3 id={headingId}>
        {preview.formatName} file: {fileName}
      </h3>
      <dl className="data-figures">
        <div>
          <dt>Dates</dt>
          <dd>{preview.dateRange ? `${preview.dateRange.from} to ${preview.dateRange.to}` : 'None'}</dd>
        </div>
        <div>
          <dt>Workouts</dt>
          <dd>{counts.workouts.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Exercises</dt>
          <dd>{counts.exercises.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Sets</dt>
          <dd>
            {setsByKindText(counts)}
            {counts.warmupSets ? <span className="data-figures__note"> ({count(counts.warmupSets, 'warm-up')})</span> : null}
          </dd>
        </div>
        <div>
          <dt>Weigh-ins</dt>
          <dd>{counts.weighIns.toLocaleString('en-US')}</dd>
        </div>
        {preview.format === 'json' && (
          <div>
            <dt>Days measured</dt>
            <dd>{counts.measurements.toLocaleString('en-US')}</dd>
          </div>
        )}
        {preview.format === 'json' && (
          <div>
            <dt>Routines</dt>
            <dd>{counts.routines.toLocaleString('en-US')}</dd>
          </div>
        )}
        {!preview.unitAsked && (
          <div>
            <dt>Weights read in</dt>
            <dd>{unitText(preview.unit, preview.format)}</dd>
          </div>
        )}
      </dl>
      {preview.profile === 'filled' && <p>Your profile is blank: the backup’s profile will fill it in.</p>}
      {(preview.unitAsked || (preview.format !== 'json' && counts.sets > 0)) && (
        <div className="data-choices">
          {preview.unitAsked && (
            <SelectField
              label="Weights in this file are in"
              hint="Strong’s file does not say its unit."
              options={UNIT_OPTIONS}
              value={choices.units ?? 'lbs'}
              onChange={(event) => onChange({ ...choices, units: event.currentTarget.value as ImportUnits })}
            />
          )}
          {preview.format !== 'json' && (
            <CheckboxField
              label="Track the imported exercises"
              hint="Their history shows in the progress panel."
              checked={choices.track}
              onChange={(event) => onChange({ ...choices, track: event.currentTarget.checked })}
            />
          )}
        </div>
      )}
      {names.length > 0 && (
        <ImportNames
          names={names}
          offerKeep={offerKeep}
          keepNames={choices.keepNames === true}
          onKeepNames={(keepNames) => onChange({ ...choices, keepNames })}
        />
      )}
      {warnings.length > 0 && (
        <ul className="data-warnings" aria-label="Left out">
          {warnings.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {preview.overCap.length > 0 && (
        <details className="data-problems">
          <summary>{count(preview.overCapSets, 'set')} over the day caps, left out</summary>
          <ul>
            {preview.overCap.map((o) => (
              <li key={`${o.day} ${o.exercise}`}>
                {o.day}, {o.exercise}: {count(o.sets, 'set')} ({o.reason})
              </li>
            ))}
          </ul>
        </details>
      )}
      {preview.problemCount > 0 && (
        <details className="data-problems" open={preview.problemCount <= 5}>
          <summary>{count(preview.problemCount, 'row')} it cannot read, left out</summary>
          <ul>
            {preview.problems.map((p, i) => (
              <li key={i}>
                {p.line === null ? '' : `Line ${p.line}: `}
                {p.reason}
              </li>
            ))}
          </ul>
          {preview.problemCount > preview.problems.length && <p>The first {preview.problems.length} are listed.</p>}
        </details>
      )}
      {nothing && <p role="status">Everything in this file is in your data already: importing it adds nothing.</p>}
      <div className="data-actions">
        <Button onClick={onStart} disabled={refreshing || nothing}>
          Import
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </section>
  );
}
