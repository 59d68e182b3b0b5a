import {
  restIdParams,
  restOkPacket,
  restRenameAnswer,
  restRenameTrackedBody,
  restServerIdParams,
  restTrackedExercises,
  restTrackedOrderBody,
  restUserIdParams,
} from '../../platform/rest/rest-schemas';
import { toRestOkPacket, toRestTrackedExercises } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProgressService, ProgressView } from './progress';
import { AppError } from '../../platform/errors/errors';
import { dataErrors, deleted, requireSelf, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';

/** The original answered 204 whether or not a record matched; its client deletes records already gone (a name's last entry took it). */
async function deleteOrderItemIfThere(progress: ProgressService, userId: string, id: string): Promise<void> {
  await progress.deleteOrderItem(userId, id).catch((error: unknown) => {
    if (!(error instanceof AppError && error.status === 404)) throw error;
  });
}

/**
 * The client's merge (rename onto a name that has entries): the merged list keeps the renamed
 * name's place, as the client shows it. The old name's order record takes the new name and the
 * target's record goes, so the client's own DELETE of that record (sent alongside) changes nothing more.
 */
async function rename(progress: ProgressService, userId: string, name: string, newName: string) {
  const view = await progress.fullView(userId);
  if (name !== newName && Object.hasOwn(view.entries, name) && Object.hasOwn(view.entries, newName)) {
    const old = view.sortOrder.find((o) => o.exerciseName === name);
    const target = view.sortOrder.find((o) => o.exerciseName === newName);
    if (old) {
      if (target) await deleteOrderItemIfThere(progress, userId, target.id);
      await progress.updateOrderItem(userId, old.id, { name: newName });
    }
  }
  return progress.rename(userId, name, newName);
}

/**
 * What the original client can show: entries of weight and reps only, and the names that still have
 * entries (docs/decisions/0071). Its entries keep the original's shape: no kind, no time or distance figure.
 */
function legacyView(view: ProgressView): ProgressView {
  const entries = Object.fromEntries(
    Object.entries(view.entries)
      .map(([name, list]) => [name, list.filter((entry) => entry.kind === 'weightReps')] as const)
      .filter(([, list]) => list.length > 0),
  );
  return { entries, sortOrder: view.sortOrder.filter((item) => Object.hasOwn(entries, item.exerciseName)) };
}

/** Progress (tracked exercises) in the original's shape; entries are derived from the workout logs. */
export async function progressRoutes(fastify: FastifyInstance, { progress }: { progress: ProgressService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSession(app);

  /** Each name's entries at the top level plus `sortOrder`; 404 while nothing is tracked. */
  app.get(
    '/get/tracked-exercises/:userId',
    { schema: { params: restUserIdParams, response: { 200: restTrackedExercises, ...dataErrors } } },
    async (request) => {
      const user = requireSelf(sessionUserOf(request), request.params.userId);
      const view = legacyView(await progress.fullView(user.id));
      if (view.sortOrder.length === 0) throw new AppError(404, 'Exercises not found');
      return toRestTrackedExercises(view, user.id);
    },
  );

  /** Renames (or merges into an existing name) every entry of `name`; the same name changes nothing. */
  app.put(
    '/update/tracked-exercise/:userId',
    { schema: { params: restUserIdParams, body: restRenameTrackedBody, response: { 200: restRenameAnswer, ...dataErrors } } },
    async (request) => {
      const user = requireSelf(sessionUserOf(request), request.params.userId);
      const { renamedEntries, outcome } = await rename(progress, user.id, request.body.name, request.body.newName);
      const changed = outcome === 'unchanged' ? 0 : 1;
      return {
        result1: toRestOkPacket({ affectedRows: renamedEntries, changedRows: renamedEntries }),
        result2: toRestOkPacket({ affectedRows: changed, changedRows: changed }),
      };
    },
  );

  app.put(
    '/update/tracked-exercise-order/:id',
    { schema: { params: restIdParams, body: restTrackedOrderBody, response: { 200: restOkPacket, ...dataErrors } } },
    async (request) => {
      await progress.updateOrderItem(sessionUserOf(request).id, request.params.id, { name: request.body.name, sortOrder: request.body.sortOrder });
      return toRestOkPacket({ changedRows: 1 });
    },
  );

  /** One entry; deleting a name's last entry also takes the name out of the order. The day's log keeps the exercise. */
  app.delete('/delete/tracked-exercise/:id', { schema: { params: restIdParams, response: { ...deleted, ...dataErrors } } }, async (request, reply) => {
    await progress.deleteEntry(sessionUserOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  /** 204 also when the record is not (or no longer) among the user's: nothing changes. An id of no record's form is a 400. */
  app.delete(
    '/delete/tracked-exercise-order/:id',
    { schema: { params: restServerIdParams, response: { ...deleted, ...dataErrors } } },
    async (request, reply) => {
      await deleteOrderItemIfThere(progress, sessionUserOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
