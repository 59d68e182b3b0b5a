import { RECORD_KIND_LABELS, type RecordKind } from '@fitness/domain';
import { TrophyIcon } from '@fitness/ui';

/** "Record: best e1RM", "Records: heaviest weight, best e1RM". */
function trophyLabel(kinds: readonly RecordKind[]): string {
  return `${kinds.length === 1 ? 'Record' : 'Records'}: ${kinds.map((kind) => RECORD_KIND_LABELS[kind]).join(', ')}`;
}

/** The history row's trophy: the entry set these records when it was logged. */
export function RecordTrophy({ kinds }: { kinds: readonly RecordKind[] }) {
  if (kinds.length === 0) return null;
  const label = trophyLabel(kinds);
  return (
    <span className="progress-trophy" role="img" aria-label={label} title={label}>
      <TrophyIcon />
    </span>
  );
}
