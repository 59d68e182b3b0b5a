import type { ExerciseKind, PercentChange as Change } from '@fitness/domain';
import { LoadError, Skeleton } from '@fitness/ui';
import type { LoadState, RecordsAnswer } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { PercentChange } from './percent-change';
import { RecordsSection } from './records-section';

export interface FigureChoiceProps {
  label: string;
  value: string;
  change: Change;
  lowerIsBetter?: boolean;
  pressed: boolean;
  onChoose: () => void;
}

/** One latest figure with its change since the first entry; pressing it charts that figure. */
export function FigureChoice({ label, value, change, lowerIsBetter, pressed, onChoose }: FigureChoiceProps) {
  return (
    <button type="button" className="ui-figure-choice progress-statistics__figure" aria-pressed={pressed} onClick={onChoose}>
      <span className="progress-statistics__label">{label}</span>
      <strong>{value}</strong>
      <PercentChange change={change} lowerIsBetter={lowerIsBetter} />
    </button>
  );
}

/** The name's records once they are here (they load beside the history), by its kind. */
export function StatisticsRecords({ records, units, kind }: { records: LoadState<RecordsAnswer>; units: ProgressUnits; kind: ExerciseKind }) {
  if (records.status === 'loading') return <Skeleton label="Loading the records…" blocks={[{ height: 120 }]} />;
  if (records.status === 'error') return <LoadError what="records" onRetry={records.onRetry} />;
  const name = records.data.exercises[0];
  return name ? <RecordsSection records={name.records} formula={records.data.oneRepMaxFormula} type={units.type} kind={kind} /> : null;
}
