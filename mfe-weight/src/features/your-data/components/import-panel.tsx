import { useId } from 'react';
import { Link } from 'react-router';
import { appPaths } from '@fitness/api-client';
import { Button, FormMessage, Skeleton } from '@fitness/ui';
import type { ImportChoices } from '../api/data-transfer-requests';
import type { ImportState } from '../hooks/use-import';
import { importedText, MAPPING_RULES } from './data-text';
import { FilePicker } from './file-picker';
import { ImportPreview } from './import-preview';
import { ImportProgressBar } from './import-progress';

export interface ImportPanelProps {
  state: ImportState;
  onChoose: (file: File) => void;
  onChange: (choices: ImportChoices) => void;
  onStart: () => void;
  onReset: () => void;
  /** Undo of the import just finished (asks first). */
  onUndo: (id: string) => void;
}

/** The Import section in each of its steps: choose, reading, preview, importing, finished, failed. */
export function ImportPanel({ state, onChoose, onChange, onStart, onReset, onUndo }: ImportPanelProps) {
  const headingId = useId();
  return (
    <section className="data-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Import</h2>
      <p className="data-section__lead">
        Bring your history from Strong, Hevy or FitNotes, or restore a backup. You see what it holds before anything is written.
      </p>
      {state.step === 'choose' && <FilePicker onChoose={onChoose} />}
      {state.step === 'reading' && <Skeleton label={`Reading ${state.file.name}…`} blocks={[{ height: 96 }, { height: 44, width: '40%' }]} />}
      {state.step === 'preview' && (
        <ImportPreview
          fileName={state.file.name}
          preview={state.preview}
          choices={state.choices}
          refreshing={state.refreshing}
          onChange={onChange}
          onStart={onStart}
          onCancel={onReset}
        />
      )}
      {state.step === 'importing' && <ImportProgressBar fileName={state.file.name} progress={state.progress} />}
      {state.step === 'finished' && (
        <div className="data-finished">
          <FormMessage tone="success">{importedText(state.summary)}</FormMessage>
          <div className="data-actions">
            <Link className="ui-button" data-variant="primary" to={appPaths.dashboard}>
              Go to the dashboard
            </Link>
            <Button variant="secondary" onClick={() => state.summary.id && onUndo(state.summary.id)}>
              Undo this import
            </Button>
            <Button variant="secondary" onClick={onReset}>
              Import another file
            </Button>
          </div>
        </div>
      )}
      {state.step === 'failed' && (
        <div className="data-failed">
          <FormMessage tone="error">{state.message}</FormMessage>
          <div className="data-actions">
            {state.file && <Button onClick={() => state.file && onChoose(state.file)}>Try again</Button>}
            <Button variant="secondary" onClick={onReset}>
              Choose another file
            </Button>
          </div>
        </div>
      )}
      <p className="data-rules">{MAPPING_RULES}</p>
    </section>
  );
}
