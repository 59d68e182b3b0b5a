import type { RouterInputs, RouterOutputs } from '../../trpc';
import type { Change, ChangeHandler } from '../outbox-engine';
import { trpcKeys, type ApiLink } from './api-link';
import { noteMerge } from './workout-log-merges';

/** The workout log's change that works offline: a day's log saved (a sync against the version the form started from). */
export type WorkoutLogChange = {
  id: string;
  kind: 'workoutLog.sync';
  input: Omit<RouterInputs['workoutLog']['sync'], 'changeId'> & { date: string };
};

type DayLog = RouterOutputs['workoutLog']['get'];
const isLogChange = (change: Change): change is WorkoutLogChange => change.kind === 'workoutLog.sync';
/** The day's tombstones once the change is saved: the server keeps those of both (docs/decisions/0045). */
function tombstonesWith(log: DayLog | undefined, change: WorkoutLogChange): DayLog['deleted'] {
  const sent = change.input.localLog.deleted ?? [];
  return [...(log?.deleted ?? []).filter((kept) => !sent.some((tombstone) => tombstone.setId === kept.setId)), ...sent];
}

/** The session as the server will keep it: the one sent, with its defaults; absent, the day's stored one stays (docs/decisions/0072). */
function sessionShown(log: DayLog | undefined, change: WorkoutLogChange): DayLog['session'] {
  const sent = change.input.localLog.session;
  if (!sent) return log?.session ?? null;
  return { startedAt: sent.startedAt ?? null, finishedAt: sent.finishedAt ?? null, notes: sent.notes ?? '', changedAt: sent.changedAt };
}

/**
 * The routine name as the server will keep it (issue #50): absent, the day's stays; sent by a device
 * that saw the day's version, as sent; else the day's first name stays.
 */
function routineNameShown(log: DayLog | undefined, change: WorkoutLogChange): DayLog['routineName'] {
  const sent = change.input.localLog.routineName;
  const kept = log?.routineName ?? null;
  if (sent === undefined) return kept;
  return change.input.baseVersion === (log?.version ?? 0) ? sent : (kept ?? sent);
}

export const workoutLogChanges: ChangeHandler<WorkoutLogChange, ApiLink> = {
  kinds: ['workoutLog.sync'],
  /** The day's log as the server saved it: its version is the next change's base. A merge is noted for the log to say. */
  async send(change, link, sending) {
    const answer = await link.trpcClient.workoutLog.sync.mutate({ ...change.input, changeId: change.id });
    const userId = sending.userId();
    if (answer.merged && userId) noteMerge(userId, change.input.date);
    const pendingForDay = sending.waiting().some((item) => isLogChange(item) && item.id !== change.id && item.input.date === change.input.date);
    if (pendingForDay) return;
    setDayLog(link, change.input.date, (log) => ({
      id: answer.id,
      date: change.input.date,
      version: answer.version,
      exercises: answer.localLog.exercises as DayLog['exercises'],
      deleted: tombstonesWith(log, change),
      session: answer.session ?? null,
      routineName: answer.routineName ?? null,
    }));
  },
  show(change, link) {
    setDayLog(link, change.input.date, (log) => ({
      id: log?.id ?? null,
      date: change.input.date,
      version: log?.version ?? change.input.baseVersion ?? 0,
      exercises: change.input.localLog.exercises as DayLog['exercises'],
      deleted: tombstonesWith(log, change),
      session: sessionShown(log, change),
      routineName: routineNameShown(log, change),
    }));
  },
  refresh(link) {
    const trpc = trpcKeys(link);
    return Promise.all([
      link.queryClient.invalidateQueries({ queryKey: trpc.workoutLog.pathKey() }),
      link.queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() }),
      // The history's list, calendar, week and sets per muscle are read from the logs too.
      link.queryClient.invalidateQueries({ queryKey: trpc.history.pathKey() }),
    ]);
  },
};

/** Every cached read of that day's log (by date, and today's by time zone); the time of the data shown stays the server's. */
function setDayLog(link: ApiLink, date: string, next: (log: DayLog | undefined) => DayLog): void {
  const { queryClient } = link;
  const trpc = trpcKeys(link);
  const byDate = trpc.workoutLog.get.queryKey({ date });
  const keys = [
    byDate,
    ...queryClient
      .getQueryCache()
      .findAll({ queryKey: trpc.workoutLog.get.pathKey() })
      .filter((query) => (query.state.data as DayLog | undefined)?.date === date)
      .map((query) => query.queryKey),
  ];
  for (const key of keys) {
    const before = queryClient.getQueryState(key);
    queryClient.setQueryData<DayLog>(key, (log) => next(log ?? queryClient.getQueryData<DayLog>(byDate)), { updatedAt: before?.dataUpdatedAt });
  }
}
