import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '@fitness/domain';
import type { Clock } from '../../platform/clock';
import { AppError, errorBody, SERVER_FAULT_MESSAGE } from '../../platform/errors/errors';
import { restError } from '../../platform/rest/rest-schemas';
import { dataErrors, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';
import {
  backupAnswer,
  csvAnswer,
  exportQuery,
  FILE_TOO_LARGE_MESSAGE,
  IMPORT_MAX_BYTES,
  importAnswer,
  importBody,
  importIdParams,
  importProgressLines,
  importQuery,
  undoAnswer,
} from './data-transfer-schemas';
import type { ExportFormat, ExportService } from './exports';
import type { ImportService } from './imports';

const FILES: Record<ExportFormat, { suffix: string; type: string }> = {
  json: { suffix: '.json', type: 'application/json; charset=utf-8' },
  'strong-csv': { suffix: '-workouts.csv', type: 'text/csv; charset=utf-8' },
  'weights-csv': { suffix: '-weights.csv', type: 'text/csv; charset=utf-8' },
};

/** The body as it arrives, refused (413) past 20 MB: the import reads it as a stream, never whole. */
async function* limited(body: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > IMPORT_MAX_BYTES) throw new AppError(413, FILE_TOO_LARGE_MESSAGE);
    yield bytes;
  }
}

const wantsProgress = (accept: string | undefined) => !!accept && /application\/x-ndjson/i.test(accept);

/** NDJSON lines as the import goes: progress, then the summary or the error (the status line is sent already). */
function sendProgressLines(reply: FastifyReply, run: (onProgress: (p: { done: number; total: number }) => void) => Promise<unknown>) {
  const lines = new Readable({ read() {} });
  const line = (value: object) => lines.push(`${JSON.stringify(value)}\n`);
  run((progress) => line({ type: 'progress', ...progress }))
    .then((summary) => line({ type: 'summary', ...(summary as object) }))
    .catch((error: unknown) => {
      if (error instanceof AppError) line({ type: 'error', ...errorBody(error.status, error.message) });
      else {
        reply.log.error({ err: error }, 'import failed');
        line({ type: 'error', ...errorBody(500, SERVER_FAULT_MESSAGE) });
      }
    })
    .finally(() => lines.push(null));
  return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(lines);
}

/**
 * "Your data" over REST (issue #33): exports as downloads, imports of a file sent as the body
 * (preview by default), and undo of one import. Documented in /api/openapi.json.
 */
export async function dataTransferRoutes(
  fastify: FastifyInstance,
  { imports, exports, clock }: { imports: ImportService; exports: ExportService; clock: Clock },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSession(app);
  // Bodies here are files, read as they stream in (the app's 256 KiB JSON limit does not apply; 20 MB does).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.get(
    '/export',
    {
      // gzip sends compressed blocks as the file streams; brotli would hold back the first bytes until the end of a file this size.
      compress: { encodings: ['gzip'] },
      schema: {
        summary: 'Download the user’s data',
        description: 'An attachment named fitness-YYYY-MM-DD.json, …-workouts.csv or …-weights.csv, streamed as it is read.',
        querystring: exportQuery,
        response: {
          200: { description: 'The file', content: { 'application/json': { schema: backupAnswer }, 'text/csv': { schema: csvAnswer } } },
          ...dataErrors,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUserOf(request);
      const { format, timezone } = request.query;
      const now = clock.now();
      const file = FILES[format];
      const pieces =
        format === 'json'
          ? exports.backup(user.id, now)
          : format === 'strong-csv'
            ? exports.strongCsv(user.id, timezone ?? 'UTC')
            : exports.weightsCsv(user.id);
      return (
        reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="fitness-${todayIn(timezone ?? 'UTC', now)}${file.suffix}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is read; the type provider knows only the documented bodies.
          .send(Readable.from(pieces) as unknown as string)
      );
    },
  );

  app.post(
    '/import',
    {
      schema: {
        summary: 'Preview or import a file from Strong, Hevy, FitNotes or a backup',
        description:
          'The body is the file (text/csv or application/json, at most 20 MB; 413 above). The format is found from its header row (400 naming the formats read when it is none of them). ' +
          'dryRun=true (the default) answers the preview and writes nothing; dryRun=false imports and answers the summary, whose id undoes it. A refused file or a failed import leaves nothing written.',
        querystring: importQuery,
        body: importBody,
        consumes: ['text/csv', 'application/json'],
        response: {
          200: {
            description: 'The preview, or the summary',
            content: { 'application/json': { schema: importAnswer }, 'application/x-ndjson': { schema: importProgressLines } },
          },
          ...dataErrors,
          409: restError,
          413: restError,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUserOf(request);
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw new AppError(413, FILE_TOO_LARGE_MESSAGE);
      const { dryRun, units, track, name, timezone, keepNames } = request.query;
      // No body at all reads as an empty file (400, naming the formats).
      const body = (request.body as AsyncIterable<Buffer | string> | undefined) ?? Readable.from([]);
      const read = await imports.read(user.id, limited(body), {
        unit: units,
        track: track === 'true',
        fileName: name ?? '',
        timeZone: timezone,
        keepNames: keepNames === 'true',
      });
      if (dryRun === 'true') return imports.preview(user.id, read);
      if (wantsProgress(request.headers.accept)) return sendProgressLines(reply, (onProgress) => imports.run(user.id, read, onProgress));
      return imports.run(user.id, read);
    },
  );

  app.delete(
    '/import/:id',
    {
      schema: {
        summary: 'Undo one import',
        description:
          'Removes exactly what the import added (sets, weigh-ins, measurements, routines; a day’s log goes with its last set). 404 unless the import is the user’s.',
        params: importIdParams,
        response: { 200: undoAnswer, ...dataErrors, 409: restError },
      },
    },
    async (request) => imports.undo(sessionUserOf(request).id, request.params.id),
  );
}
