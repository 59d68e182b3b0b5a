import { addDays } from '@fitness/domain';
import type { ExercisePoint } from '../exercise-chart-layout';

// Deterministic sample series for stories, browser tests and benchmarks (`@fitness/charts/samples`), not for the app.

/**
 * A believable daily weight series for stories and benchmarks: a slow trend with weekly and
 * seasonal swings, deterministic (no randomness), one decimal.
 */
export function sampleWeights(count: number, options: { end?: string; start?: number; trendPerDay?: number; everyDays?: number } = {}) {
  const { end = '2026-11-20', start = 210, trendPerDay = -0.01, everyDays = 1 } = options;
  const first = addDays(end, -(count - 1) * everyDays);
  return Array.from({ length: count }, (_, i) => {
    const wobble = 1.2 * Math.sin(i / 3.3) + 2.5 * Math.sin(i / 61) + 0.4 * Math.cos(i * 1.7);
    return { date: addDays(first, i * everyDays), weight: Math.round((start + trendPerDay * i * everyDays + wobble) * 10) / 10 };
  });
}

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
