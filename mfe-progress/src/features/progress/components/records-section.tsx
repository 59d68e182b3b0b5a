import { useId } from 'react';
import { formatDay, formatOneRepMax, formatWeight } from '@fitness/charts';
import {
  ONE_REP_MAX_FORMULA_LABELS,
  oneRepMaxInUnits,
  poundsToDisplay,
  weightUnitLabel,
  type ExerciseRecords,
  type MeasurementType,
  type OneRepMaxFormula,
  type RecordSet,
} from '@fitness/domain';

export interface RecordsSectionProps {
  records: ExerciseRecords;
  formula: OneRepMaxFormula;
  type: MeasurementType;
}

export const NO_RECORDS_TEXT = 'No records yet: log this exercise with reps and weight to set your first ones.';

/**
 * The statistics dialog's "Records": best e1RM, heaviest weight, best set and session volume, each
 * with its value, its day and the set it came from, then "Best reps by weight" (heaviest first).
 */
export function RecordsSection({ records, formula, type }: RecordsSectionProps) {
  const headingId = useId();
  const unit = weightUnitLabel(type);
  const weight = (lb: number) => formatWeight(poundsToDisplay(lb, type), unit);
  const setText = (set: RecordSet) =>
    `Set ${set.setIndex + 1} of ${formatDay(set.date)}: ${set.weight > 0 ? `${set.reps} × ${weight(set.weight)}` : `${set.reps} reps`}`;
  const { bestOneRepMax, heaviestWeight, bestSetVolume, bestSessionVolume, repRecords } = records;
  const empty = !bestOneRepMax && !heaviestWeight && !bestSetVolume && !bestSessionVolume && repRecords.length === 0;

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

  return (
    <section className="progress-records" aria-labelledby={headingId}>
      <h3 id={headingId}>Records</h3>
      {empty ? (
        <p className="progress-records__empty">{NO_RECORDS_TEXT}</p>
      ) : (
        <>
          <dl className="progress-records__list">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  <strong>{row.value}</strong>
                  <span className="progress-records__detail">{row.detail}</span>
                </dd>
              </div>
            ))}
          </dl>
          {repRecords.length > 0 && (
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
                {repRecords.map((set) => (
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
    </section>
  );
}
