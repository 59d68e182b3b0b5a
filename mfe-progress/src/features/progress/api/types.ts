import type { RouterOutputs } from '@fitness/api-client';

/** One tracked exercise name as the panel lists it (its order record id, count, first and latest entries). */
export type TrackedExercise = RouterOutputs['progress']['list'][number];
/** One history row without sets (stored pounds). */
export type HistoryEntry = RouterOutputs['progress']['history'][number];
/** One history row with the day's sets. */
export type LoggedEntry = RouterOutputs['progress']['entry'];

/** Personal records (stored pounds) by the user's 1RM formula: of one name with its `entries`, or of every name. */
export type RecordsAnswer = RouterOutputs['progress']['records'];
export type NameRecords = RecordsAnswer['exercises'][number];

/** What a part of the panel shows while its data loads, fails or is ready. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; data: T };
