import { browserTimeZone, type ImportAnswer, type RestApi, type UndoAnswer } from '@fitness/api-client';

export type { ImportAnswer, UndoAnswer };
export type ImportUnits = 'lbs' | 'kg';

/** The most an import reads (the API answers 413 above it); checked here first so a phone does not upload it in vain. */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const FILE_TOO_LARGE = 'The file is larger than 20 MB, the most an import reads. Export a shorter date range from the other app, or split the file.';

/** A refusal of the API (400, 413, …) with its message, or a failed request. */
export class TransferError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TransferError';
  }
}

export interface ImportChoices {
  /** The unit of weights when the file does not say; the user's units when absent. */
  units?: ImportUnits | undefined;
  track: boolean;
  /** "Keep the file's names": a name linked to the catalogue keeps the file's spelling instead of taking the entry's name. */
  keepNames?: boolean | undefined;
}

export type ImportProgress = { done: number; total: number };

function importPath(file: File, dryRun: boolean, choices: ImportChoices): string {
  const query = new URLSearchParams({ dryRun: String(dryRun), track: String(choices.track), name: file.name.slice(0, 200) });
  if (choices.units) query.set('units', choices.units);
  if (choices.keepNames) query.set('keepNames', 'true');
  // Workout start and finish times in the files carry no zone: they are the lifter's clock times.
  query.set('timezone', browserTimeZone());
  return `/api/import?${query}`;
}

const isJson = (file: File) => file.type === 'application/json' || /\.json$/i.test(file.name);

async function refusal(response: Response): Promise<TransferError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return new TransferError(body?.message ?? `The server answered ${response.status}.`, response.status);
}

async function send(rest: RestApi, path: string, init: RequestInit): Promise<Response> {
  try {
    return await rest.fetch(path, init);
  } catch {
    throw new TransferError('The server could not be reached. Check your connection and try again.', null);
  }
}

/** The file's bytes as the body (a File itself only travels in browsers' fetch). */
async function bodyOf(file: File): Promise<{ body: ArrayBuffer; type: string }> {
  if (file.size > IMPORT_MAX_BYTES) throw new TransferError(FILE_TOO_LARGE, 413);
  return { body: await file.arrayBuffer(), type: isJson(file) ? 'application/json' : 'text/csv' };
}

/** POST /api/import?dryRun=true: what the file holds and what importing it would add. Writes nothing. */
export async function previewImport(rest: RestApi, file: File, choices: ImportChoices): Promise<ImportAnswer> {
  const { body, type } = await bodyOf(file);
  const response = await send(rest, importPath(file, true, choices), { method: 'POST', body, headers: { 'content-type': type } });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as ImportAnswer;
}

/** POST /api/import?dryRun=false with progress lines (NDJSON): `onProgress` as sets are written, then the summary. */
export async function runImport(rest: RestApi, file: File, choices: ImportChoices, onProgress: (progress: ImportProgress) => void): Promise<ImportAnswer> {
  const { body, type } = await bodyOf(file);
  const response = await send(rest, importPath(file, false, choices), {
    method: 'POST',
    body,
    headers: { 'content-type': type, accept: 'application/x-ndjson' },
  });
  if (!response.ok || !response.body) throw await refusal(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line) as ({ type: 'progress' } & ImportProgress) | ({ type: 'summary' } & ImportAnswer) | { type: 'error'; message: string };
      if (message.type === 'progress') onProgress({ done: message.done, total: message.total });
      else if (message.type === 'error') throw new TransferError(message.message, 500);
      else return message;
    }
    if (done) throw new TransferError('The import stopped before it said it had finished. Nothing of it was kept; try again.', null);
  }
}

/** DELETE /api/import/:id: removes exactly what that import added. */
export async function undoImport(rest: RestApi, id: string): Promise<UndoAnswer> {
  const response = await send(rest, `/api/import/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as UndoAnswer;
}
