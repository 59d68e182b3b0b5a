import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueries, isOnline, localToday, newClientId, useTRPC } from '@fitness/api-client';
import { logToForm, type Day, type LogExerciseForm, type MeasurementType } from '@fitness/domain';
import { newExerciseKey } from '../../workout-log/hooks/log-store';
import { addToDraft, readDraft, type SavedDayForm } from '../../workout-log/hooks/workout-drafts';
import type { LogRequest } from '../../workout-log/components/workout-log-button';
import { repeatedExercises } from '../repeat-workout';

/** A repeat of a past workout, ready to add to today's log. */
export interface PendingRepeat {
  from: Day;
  exercises: readonly LogExerciseForm[];
  /** The repeated workout's routine: today's log takes it when it has none (issue #50). */
  routineName: string | null;
  userId: string;
  type: MeasurementType;
  today: Day;
  /** Today as saved on the server. */
  saved: SavedDayForm;
}

/**
 * "Repeat today": the workout's exercises and sets go into today's draft (unsaved until the lifter saves),
 * then today's log opens. When today already has a log (saved, or a draft on this device) it asks first:
 * `asking` holds the repeat until `confirm` or `cancel`.
 */
export function useRepeatToday(openLog: (request: LogRequest) => Promise<void>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<PendingRepeat | null>(null);

  const apply = (repeat: PendingRepeat) => {
    const added = repeatedExercises(repeat.exercises, repeat.type, { newId: newClientId, newKey: newExerciseKey, now: Date.now() });
    addToDraft(repeat.userId, repeat.today, repeat.type, added, repeat.saved, repeat.routineName);
    void openLog({ date: repeat.today, repeatedFrom: repeat.from });
  };

  const start = async (from: Day, exercises: readonly LogExerciseForm[], routineName: string | null = null) => {
    const queries = dashboardQueries(trpc);
    try {
      const [status, profile, todays] = await Promise.all([
        queryClient.ensureQueryData(queries.session),
        queryClient.ensureQueryData(queries.profile),
        // As the log button reads today: fresh online, the kept answer offline; unread, the log's merge meets it later.
        (isOnline() ? queryClient.fetchQuery(queries.todaysWorkoutLog) : queryClient.ensureQueryData(queries.todaysWorkoutLog)).catch(() => null),
      ]);
      if (!status.loggedIn || !status.user) return;
      const today = localToday();
      const type = profile.measurementType;
      const day = todays?.date === today ? todays : null;
      const saved = {
        exercises: logToForm(day?.exercises ?? [], type, newExerciseKey),
        version: day?.version ?? 0,
        session: day?.session ?? null,
        routineName: day?.routineName ?? null,
      };
      const repeat = { from, exercises, routineName, userId: status.user.id, type, today, saved };
      const hasLog = saved.exercises.length > 0 || (readDraft(repeat.userId, today)?.exercises.length ?? 0) > 0;
      if (hasLog) setAsking(repeat);
      else apply(repeat);
    } catch (error) {
      // Without today's log (or the session) nothing is added: the workout stays open for another try.
      console.error('Error repeating the workout:', error);
    }
  };

  return {
    start,
    asking,
    confirm: () => {
      if (asking) apply(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
  };
}
