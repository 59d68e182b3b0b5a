import type { ExerciseKind } from '@fitness/domain';
import type { CatalogueEntry, ExerciseEquipment, Muscle } from '../types';

/**
 * One catalogue row per line: id, name, equipment, primary muscles, secondary muscles, aliases.
 * Each kind has its builder so a data file reads as a table, not as 300 repeated object literals.
 */
type Row = (
  id: string,
  name: string,
  equipment: ExerciseEquipment | readonly ExerciseEquipment[],
  primary: readonly Muscle[],
  secondary?: readonly Muscle[],
  aliases?: readonly string[],
) => CatalogueEntry;

const rowOf =
  (kind: ExerciseKind): Row =>
  (id, name, equipment, primary, secondary = [], aliases = []) => ({
    id,
    name,
    aliases,
    kind,
    primary,
    secondary,
    equipment: typeof equipment === 'string' ? [equipment] : equipment,
  });

/** Weight and reps. */
export const lift = rowOf('weightReps');
/** Reps only (bodyweight work logged without a weight). */
export const reps = rowOf('repsOnly');
/** Time (holds, hangs, timed conditioning). */
export const hold = rowOf('time');
/** Distance and time (runs, rows, rides, carries). */
export const distance = rowOf('distanceTime');
