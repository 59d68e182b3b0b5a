import { useId } from 'react';
import { formatDay, formatOneRepMax, formatWeight } from '@fitness/charts';
import {
  formatDistance,
  formatDuration,
  formatRecordValue,
  MEASURE_RECORD_TITLES,
  ONE_REP_MAX_FORMULA_LABELS,
  oneRepMaxInUnits,
  PACE_RECORD_HELP,
  poundsToDisplay,
  weightUnitLabel,
  type ExerciseKind,
  type ExerciseRecords,
  type MeasurementType,
  type MeasureRecordKind,
  type OneRepMaxFormula,
  type RecordSet,
} from '@fitness/domain';

export interface RecordsSectionProps {
  records: ExerciseRecords;
  formula: OneRepMaxFormula;
  type: MeasurementType;
  /** The name's kind (its latest entry's): what an empty section asks for, and the pace rule's help for distances. */
  kind?: ExerciseKind;
}

export const NO_RECORDS_TEXT = 'No records yet: log this exercise with reps and weight to set your first ones.';
/** What an empty Records section says, by the name's kind. */
export const NO_RECORDS_TEXTS = {
  weightReps: NO_RECORDS_TEXT,
  repsOnly: 'No records yet: log this exercise with reps to set your first ones.',
  time: 'No records yet: log this exercise with a time to set your first one.',
  distanceTime: 'No records yet: log this exercise with a distance to set your first ones.',
} as const satisfies Record<ExerciseKind, string>;

const MEASURE_RECORDS: readonly MeasureRecordKind[] = ['longestTime', 'farthest', 'bestPace'];

/**
 * The statistics dialog's "Records": best e1RM, heaviest weight, best set and session volume, then
 * longest time, farthest and best pace (docs/decisions/0071), each with its value, its day and the set
 * it came from, then "Best reps by weight" (heaviest first). Each record comes from the entries of its
 * kind, so a name shows the records of the kinds it was logged as.
 */
export function RecordsSection({ records, formula, type, kind = 'weightReps' }: RecordsSectionProps) {
  const headingId = useId();
  const unit = weightUnitLabel(type);
  const weight = (lb: number) => formatWeight(poundsToDisplay(lb, type), unit);
  const setText = (set: RecordSet) =>
    `Set ${set.setIndex + 1} of ${formatDay(set.date)}: ${set.weight > 0 ? `${set.reps} × ${weight(set.weight)}` : `${set.reps} reps`}`;
  // "5 km in 25:00", "1:05 with 25 lbs": a time or distance set as logged.
  const measuredSetText = (set: RecordSet) => {
    const time = set.seconds === undefined ? '' : formatDuration(set.seconds);
    const measured = set.meters === undefined ? time : `${formatDistance(set.meters, type)}${time && ` in ${time}`}`;
    return `Set ${set.setIndex + 1} of ${formatDay(set.date)}: ${measured}${set.weight > 0 ? ` with ${weight(set.weight)}` : ''}`;
  };
  const { bestOneRepMax, heaviestWeight, bestSetVolume, bestSessionVolume, repRecords } = records;
  const measures = MEASURE_RECORDS.flatMap((k) => {
    const record = records[k];
    return record ? [{ label: MEASURE_RECORD_TITLES[k], value: formatRecordValue(k, record.value, type), detail: measuredSetText(record) }] : [];
  });
  const empty = !bestOneRepMax && !heaviestWeight && !bestSetVolume && !bestSessionVolume && repRecords.length === 0 && measures.length === 0;
  // The pace rule explains why a short sprint holds no pace record (its pace still shows in the history).
  const paceHelp = kind === 'distanceTime' || records.farthest !== null || records.bestPace !== null;

  const rows: { label: string; value: string; detail: string }[] = [];
  if (bestOneRepMax) {
    rows.push({
      label: `Best e1RM (${ONE_REP_MAX_FORMULA_LABELS[formula]})`,
      value: formatOneRepMax(oneRepMaxInUnits(bestOneRepMax.value, type), unit),
      detail: `${setText(bestOneRepMax)}${bestOneRepMax.includesBodyWeight ? ', with your body weight that day' : ''}`,
    });
  }
  if (heaviestWeight)
    rows.push({ label: 'Heaviest weight', value: `${weight(heaviestWeight.value)} × ${heaviestWeight.reps}`, detail: setText(heaviestWeight) });
  if (bestSetVolume) rows.push({ label: 'Best set volume', value: weight(bestSetVolume.value), detail: setText(bestSetVolume) });
  if (bestSessionVolume)
    rows.push({ label: 'Best session volume', value: weight(bestSessionVolume.value), detail: `Every set of ${formatDay(bestSessionVolume.date)}` });
  rows.push(...measures);
  // Reps only: its reps without added weight are one figure, not a table of weights.
  const mostReps = kind === 'repsOnly' ? repRecords.find((set) => set.weight === 0) : undefined;
  if (mostReps) rows.push({ label: 'Most reps', value: String(mostReps.reps), detail: setText(mostReps) });
  const repTable = repRecords.filter((set) => set !== mostReps);

  return (
    <section className="progress-records" aria-labelledby={headingId}>
      <h3 id={headingId}>Records</h3>
      {empty ? (
        <p className="progress-records__empty">{NO_RECORDS_TEXTS[kind]}</p>
      ) : (
        <>
          {rows.length > 0 && (
            <dl className="progress-records__list">
              {rows.map((row) => (
                <div key={row.label}>
                  {/* The space makes the region's text read "Longest time 1:05" as one phrase. */}
                  <dt>{row.label}</dt>{' '}
                  <dd>
                    <strong>{row.value}</strong>
                    <span className="progress-records__detail">{row.detail}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {repTable.length > 0 && (
            <table className="progress-records__reps">
              <caption>Best reps by weight</caption>
              <thead>
                <tr>
                  <th scope="col">Weight</th>
                  <th scope="col">Reps</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {repTable.map((set) => (
                  <tr key={`${set.entryId}-${set.setIndex}`}>
                    <th scope="row">{set.weight > 0 ? weight(set.weight) : 'No added weight'}</th>
                    <td>{set.reps}</td>
                    <td>
                      <time dateTime={set.date}>{formatDay(set.date)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {paceHelp && <p className="progress-records__help">{PACE_RECORD_HELP}</p>}
    </section>
  );
}
