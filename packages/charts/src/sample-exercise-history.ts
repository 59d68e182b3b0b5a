import { addDays } from '@fitness/domain';
import type { ExercisePoint } from './exercise-chart-layout';

/**
 * A believable tracked-exercise series for stories and benchmarks: a working weight that climbs
 * in 5 lb steps with occasional deloads, 3 × 5 at it, every `everyDays`; deterministic.
 */
export function sampleExerciseHistory(count: number, options: { end?: string; start?: number; everyDays?: number } = {}): ExercisePoint[] {
  const { end = '2026-11-20', start = 95, everyDays = 2 } = options;
  const first = addDays(end, -(count - 1) * everyDays);
  return Array.from({ length: count }, (_, i) => {
    const workingWeight = start + 5 * Math.floor(i / 4) - (i % 23 === 22 ? 20 : 0) + 5 * Math.round(Math.sin(i / 9));
    return { date: addDays(first, i * everyDays), workingWeight, volume: workingWeight * 15 };
  });
}
