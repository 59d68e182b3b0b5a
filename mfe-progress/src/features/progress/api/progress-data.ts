import type { HistoryEntry, LoadState, LoggedEntry, RecordsAnswer } from './types';

/**
 * Where the panel's on-demand reads come from: a name's history, records and an entry's sets, a prop
 * of the view like its data. The wired panel answers them from the API; stories and tests give fixed
 * data, so the views need no network.
 */
export interface ProgressData {
  useHistory: (exerciseName: string, enabled: boolean) => LoadState<readonly HistoryEntry[]>;
  useLoggedEntry: (id: string | null) => LoadState<LoggedEntry>;
  /** One name's records with each entry's e1RM and trophies. */
  useNameRecords: (exerciseName: string, enabled: boolean) => LoadState<RecordsAnswer>;
  /** Every name's records (no entries). */
  useAllRecords: () => LoadState<RecordsAnswer>;
}

/** A query's state as a LoadState. */
export function loadStateOf<T>(query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown }): LoadState<T> {
  if (query.isError) return { status: 'error', onRetry: () => void query.refetch() };
  if (query.isPending || query.data === undefined) return { status: 'loading' };
  return { status: 'ready', data: query.data };
}
