import type { CSSProperties } from 'react';
import { loadPlates, weightUnitLabel, type Equipment, type MeasurementType } from '@fitness/domain';
import { Modal } from '@fitness/ui';
import { appPaths } from '@fitness/api-client';

export interface PlateSheetProps {
  /** The set's weight in the user's unit (null when the field does not hold a number). */
  weight: number | null;
  type: MeasurementType;
  /** The user's bar and plates in their unit. */
  equipment: Equipment;
  onClose: () => void;
}

const plain = (n: number) => String(Number(n.toFixed(2)));
/** "45 lb", "20 kg": a bar or a plate. */
const oneUnit = (type: MeasurementType) => (type === 'metric' ? 'kg' : 'lb');

/** "45 + 25 + 10 per side". */
const perSideText = (perSide: readonly number[]) => `${perSide.map(plain).join(' + ')} per side`;

/**
 * What to load for a set's weight: the plates on one side drawn to scale with their numbers and the
 * bar, or why it cannot be loaded and the nearest weights that can. The search is the domain's.
 */
export function PlateSheet({ weight, type, equipment, onClose }: PlateSheetProps) {
  const units = weightUnitLabel(type);
  const bar = `${plain(equipment.bar)} ${oneUnit(type)} bar`;
  const loading = loadPlates(weight ?? Number.NaN, equipment);
  const heaviest = Math.max(...equipment.plates.map((p) => p.weight), 1);
  return (
    <Modal open title={weight === null ? 'Plates' : `Plates for ${plain(weight)} ${units}`} onClose={onClose} hideConfirm hideCancel>
      <div className="plate-sheet">
        {loading.kind === 'plates' ? (
          <>
            <PlateFigure perSide={loading.perSide} heaviest={heaviest} />
            <p className="plate-sheet__answer">
              {bar}: {perSideText(loading.perSide)}
            </p>
          </>
        ) : null}
        {loading.kind === 'bar-only' ? (
          <>
            <PlateFigure perSide={[]} heaviest={heaviest} />
            <p className="plate-sheet__answer">{bar}: just the bar</p>
          </>
        ) : null}
        {loading.kind === 'lighter-than-bar' ? (
          <p className="plate-sheet__answer">{weight === null ? 'Enter a weight first.' : `Lighter than the bar (${bar})`}</p>
        ) : null}
        {loading.kind === 'not-loadable' ? (
          <>
            <p className="plate-sheet__answer">
              Not loadable: {plain(loading.weight)} {units}. Nearest: {plain(loading.below.weight)}
              {loading.above ? ` or ${plain(loading.above.weight)}` : ''}
            </p>
            <ul className="plate-sheet__nearest">
              {[loading.below, loading.above].map((near) =>
                near ? (
                  <li key={near.weight}>
                    {plain(near.weight)} {units}: {near.perSide.length ? perSideText(near.perSide) : 'just the bar'}
                  </li>
                ) : null,
              )}
            </ul>
          </>
        ) : null}
        <p className="plate-sheet__equipment">
          Your plates and bar are set in your <a href={appPaths.profile}>Profile</a>.
        </p>
      </div>
    </Modal>
  );
}

/** One side of the bar: the sleeve and its plates, heaviest (tallest) nearest the collar, each labelled. */
function PlateFigure({ perSide, heaviest }: { perSide: readonly number[]; heaviest: number }) {
  return (
    <div className="plate-figure" aria-hidden="true">
      <span className="plate-figure__collar" />
      {perSide.map((plate, i) => (
        <span key={i} className="plate-figure__plate" style={{ '--plate': Math.max(0.3, plate / heaviest) } as CSSProperties}>
          <span className="plate-figure__label">{plain(plate)}</span>
        </span>
      ))}
      <span className="plate-figure__sleeve" />
    </div>
  );
}
