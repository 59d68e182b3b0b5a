import { formatOneRepMax } from '@fitness/charts';
import { formatRecordValue, oneRepMaxInUnits, RECORD_KIND_LABELS } from '@fitness/domain';
import type { NameRecords } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';

/**
 * A card's best figure by the name's kind (its latest entry's): "best e1RM 251 lbs", "longest time 1:05",
 * "best pace 5:00 /km" (else "farthest 400 m" while no run of 1 km or more holds the pace record); none for reps only.
 */
export function recordHeadline({ kind, records }: Pick<NameRecords, 'kind' | 'records'>, units: Pick<ProgressUnits, 'type' | 'unit'>): string | null {
  if (kind === 'weightReps') {
    const best = records.bestOneRepMax;
    return best && `${RECORD_KIND_LABELS.bestOneRepMax} ${formatOneRepMax(oneRepMaxInUnits(best.value, units.type), units.unit)}`;
  }
  const measure = kind === 'time' ? 'longestTime' : kind === 'distanceTime' ? (records.bestPace ? 'bestPace' : 'farthest') : null;
  const record = measure && records[measure];
  return measure && record ? `${RECORD_KIND_LABELS[measure]} ${formatRecordValue(measure, record.value, units.type)}` : null;
}
