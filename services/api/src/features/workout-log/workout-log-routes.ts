import {
  isServerId,
  restLogExerciseIdParams,
  restLogExerciseRow,
  restLogIdParams,
  restLogSetRow,
  restSyncAnswer,
  restSyncWorkoutLogBody,
  restWorkoutLogParams,
  restWorkoutLogRow,
  type RestSyncWorkoutLogBody,
} from '../../platform/rest/rest-schemas';
import { toRestLogExerciseRow, toRestLogSetRow, toRestWorkoutLogRow } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { WorkoutLogExerciseInput } from './log-sync';
import type { WorkoutLogService } from './workout-logs';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoggedExercise } from './log-view';
import { AppError } from '../../platform/errors/errors';
import { dataErrors, nonEmpty, requireSelf, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';

type SentExercise = RestSyncWorkoutLogBody['localLog'][number];

/** Only ids this server gave are matched; the client's temporary "<ms>-<random>" ids mean "new". */
const ours = (id: unknown) => (isServerId(id) ? { id } : {});

/** The legacy client knows no warm-ups, set types or RPE: its sets keep the stored ones (the service's rule for absent fields). */
function toServiceLog(kept: readonly SentExercise[]): WorkoutLogExerciseInput[] {
  return kept.map((e) => ({
    ...ours(e.id),
    name: e.name,
    tracked: e.tracked,
    bw: e.bw,
    sets: e.sets.map((s) => ({ ...ours(s.id), reps: s.reps, weight: s.weight, notes: s.notes })),
  }));
}

/** The sent exercises echoed with the saved ids (and the sets' numbers as saved); extra fields stay as sent, fields the contract lacks stay out. */
function echoed(kept: readonly SentExercise[], saved: readonly LoggedExercise[]) {
  return kept.map((sent, i) => {
    const stored = saved[i]!;
    return {
      ...sent,
      id: stored.id,
      name: stored.name,
      sets: sent.sets.map((s, j) => {
        const { id, reps, weight, notes } = stored.sets[j]!;
        return { ...s, id, reps, weight, notes };
      }),
    };
  });
}

/** Today's workout log: the sync, and the three reads the client re-opens it with. */
export async function workoutLogRoutes(fastify: FastifyInstance, { workoutLogs }: { workoutLogs: WorkoutLogService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSession(app);

  /**
   * Saves today's log in `timezone` (UTC if absent); exercises without sets are dropped, as the client does.
   * The day's exercises of other kinds than weight and reps stay as they are (the client never saw them).
   */
  app.post('/sync/workout-log', { schema: { body: restSyncWorkoutLogBody, response: { 200: restSyncAnswer, ...dataErrors } } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.body.userId);
    const kept = request.body.localLog.filter((e) => e.sets.length > 0);
    const result = await workoutLogs.legacySync(user.id, toServiceLog(kept), request.body.timezone);
    return {
      success: true as const,
      localLog: echoed(
        kept,
        result.localLog.filter((e) => e.kind === 'weightReps'),
      ),
    };
  });

  app.get(
    '/get/workout-log/:userId/:date',
    { schema: { params: restWorkoutLogParams, response: { 200: restWorkoutLogRow, ...dataErrors } } },
    async (request) => {
      const user = requireSelf(sessionUserOf(request), request.params.userId);
      const log = await workoutLogs.get(user.id, request.params.date);
      if (!log.id) throw new AppError(404, 'Workout log not found');
      return toRestWorkoutLogRow({ id: log.id, date: log.date }, user.id);
    },
  );

  app.get(
    '/get/log-exercises/:logId',
    { schema: { params: restLogIdParams, response: { 200: z.array(restLogExerciseRow), ...dataErrors } } },
    async (request) => {
      const { logId } = request.params;
      const exercises = await workoutLogs.legacyExercisesOf(sessionUserOf(request).id, logId);
      return nonEmpty(exercises, 'Log exercises').map((e) => toRestLogExerciseRow(e, logId));
    },
  );

  app.get(
    '/get/log-sets/:logExerciseId',
    { schema: { params: restLogExerciseIdParams, response: { 200: z.array(restLogSetRow), ...dataErrors } } },
    async (request) => {
      const { logExerciseId } = request.params;
      const sets = await workoutLogs.legacySetsOf(sessionUserOf(request).id, logExerciseId);
      return nonEmpty(sets, 'Log sets').map((s) => toRestLogSetRow(s, logExerciseId));
    },
  );
}
