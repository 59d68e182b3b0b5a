import { createContext, useContext, type ReactNode } from 'react';
import type { HistoryEntry, LoadState, LoggedEntry, RecordsAnswer } from './types';

/**
 * Where the panel's on-demand reads come from: a name's history, records and an entry's sets. The wired
 * panel answers them from the API; stories and tests give fixed data, so the views need no network.
 */
export interface ProgressData {
  useHistory: (exerciseName: string, enabled: boolean) => LoadState<readonly HistoryEntry[]>;
  useLoggedEntry: (id: string | null) => LoadState<LoggedEntry>;
  /** One name's records with each entry's e1RM and trophies. */
  useNameRecords: (exerciseName: string, enabled: boolean) => LoadState<RecordsAnswer>;
  /** Every name's records (no entries). */
  useAllRecords: () => LoadState<RecordsAnswer>;
}

const ProgressDataContext = createContext<ProgressData | null>(null);

export function ProgressDataProvider({ value, children }: { value: ProgressData; children: ReactNode }) {
  return <ProgressDataContext.Provider value={value}>{children}</ProgressDataContext.Provider>;
}

export function useProgressData(): ProgressData {
  const data = useContext(ProgressDataContext);
  if (!data) throw new Error('useProgressData needs a ProgressDataProvider');
  return data;
}

/** A query's state as a LoadState. */
export function loadStateOf<T>(query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown }): LoadState<T> {
  if (query.isError) return { status: 'error', onRetry: () => void query.refetch() };
  if (query.isPending || query.data === undefined) return { status: 'loading' };
  return { status: 'ready', data: query.data };
}
