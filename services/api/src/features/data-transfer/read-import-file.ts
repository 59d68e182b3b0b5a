import { pipeline, Readable } from 'node:stream';
import { parse, type CsvError, type Options } from 'csv-parse';
import { LIMITS } from '@fitness/domain';
import { csvFormatOf } from './csv-formats';
import { normalizeColumn, type RowResult } from './csv-rows';
import { daysOf, type SetRow } from './imported-days';
import { readBackup } from './read-backup';
import { sessionOfWorkout, type WorkoutSessionCells } from './session-times';
import {
  EXPECTED_FORMATS_MESSAGE,
  Problems,
  UnreadableFileError,
  type ImportedWeighIn,
  type ImportFile,
  type ReadOptions,
  type WeightUnit,
} from './import-file';

const HEAD_BYTES = 64 * 1024;

/** The first bytes of the body (up to the end of the first line, or 64 KiB), then the rest as it comes. */
async function headOf(source: AsyncIterable<Buffer | string>): Promise<{ head: Buffer; rest: AsyncIterator<Buffer | string> }> {
  const rest = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await rest.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
    if (chunk.includes(10)) break;
  }
  return { head: Buffer.concat(chunks), rest };
}

async function* joined(head: Buffer, rest: AsyncIterator<Buffer | string>): AsyncGenerator<Buffer> {
  if (head.length) yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
}

const BOM = '\ufeff';

/** `,` or `;`: whichever the header row uses more often outside quotes (Strong's older export uses `;`). */
export function delimiterOf(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads an import file as it streams in (CSV row by row; this app's JSON backup whole), detecting
 * its format from the header row. Writes nothing. Throws UnreadableFileError for a file that is none
 * of the formats; rows it cannot read are listed with their line.
 */
export async function readImportFile(source: AsyncIterable<Buffer | string>, options: ReadOptions): Promise<ImportFile> {
  const { head, rest } = await headOf(source);
  const start = head.toString('utf8', 0, Math.min(head.length, 1024)).replace(BOM, '').trimStart();
  if (start === '') {
    // Drain what may remain (blank lines) so the body is read to its end.
    for await (const _chunk of joined(Buffer.alloc(0), rest));
    throw new UnreadableFileError(`The file is empty. ${EXPECTED_FORMATS_MESSAGE}`);
  }
  if (start.startsWith('{') || start.startsWith('[')) {
    const chunks: Buffer[] = [];
    for await (const chunk of joined(head, rest)) chunks.push(chunk);
    let json: unknown;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString('utf8').replace(BOM, ''));
    } catch (error) {
      throw new UnreadableFileError(`The file starts like JSON but is not valid JSON (${(error as Error).message}). ${EXPECTED_FORMATS_MESSAGE}`);
    }
    return readBackup(json, options);
  }
  return readCsv(joined(head, rest), delimiterOf(start.split(/\r?\n/, 1)[0]!), options);
}

async function readCsv(source: AsyncIterable<Buffer>, delimiter: ',' | ';', options: ReadOptions): Promise<ImportFile> {
  const problems = new Problems();
  // Nothing is skipped for being cardio any more (docs/decisions/0071): `cardio` stays 0.
  const skipped = { cardio: 0, restTimers: 0, empty: 0 };
  const shortened = { notes: 0, names: 0 };
  const sets: SetRow[] = [];
  const weighIns = new Map<string, ImportedWeighIn>();
  // One per workout, not per row: a workout's rows repeat its session's cells (some leave them blank).
  const sessions = new Map<string, WorkoutSessionCells>();
  // The routine name each workout gives its day, kept once per workout too.
  const workoutNames = new Map<string, string>();
  let read: ((cell: (column: string) => string) => RowResult) | undefined;
  let fileUnit: WeightUnit | 'asked' | 'per-row' = 'asked';
  let format: ImportFile['format'] = 'strong';
  let columnIndex = new Map<string, number>();
  let unreadable: UnreadableFileError | undefined;
  // csv-parse counts a CRLF inside quotes as two lines: the rows after one are put back on their real line.
  let overcount = 0;

  /** One row, read as the parser makes it (in file order with the rows it skips, so lines are exact); nothing is kept per row but its set. */
  const readRow = (record: string[], line: number) => {
    if (!read) {
      const columns = record.map(normalizeColumn);
      const found = csvFormatOf(new Set(columns));
      if (!found) {
        unreadable = new UnreadableFileError(
          `This file is none of the formats the importer reads: its first row is "${record.join(delimiter).slice(0, 200)}". ${EXPECTED_FORMATS_MESSAGE}`,
        );
        parser.destroy();
        return;
      }
      columnIndex = new Map(columns.map((name, i) => [name, i]));
      fileUnit = found.unitOf(new Set(columns));
      format = found.format;
      const unit = fileUnit === 'asked' || fileUnit === 'per-row' ? options.unit : fileUnit;
      read = (cell) => found.read(cell, unit);
      return;
    }
    const result = read((column) => {
      const i = columnIndex.get(column);
      return i === undefined ? '' : (record[i] ?? '');
    });
    if (result.kind === 'problem') problems.add(line, result.reason);
    else if (result.kind === 'skip') skipped[result.why] += 1;
    else if (result.kind === 'weigh-in') {
      if (result.day > options.lastDay) problems.add(line, `date ${result.day} is in the future`);
      else if (weighIns.has(result.day)) problems.add(line, `a second weigh-in on ${result.day}: the first one is kept`);
      else weighIns.set(result.day, { day: result.day, weight: result.weight });
    } else if (result.moment.day > options.lastDay) problems.add(line, `date ${result.moment.day} is in the future`);
    else {
      const { kind: _kind, session, workoutName, ...set } = result;
      if (workoutName && !workoutNames.has(set.workout))
        workoutNames.set(
          set.workout,
          fitted(workoutName, LIMITS.nameMax, () => {}),
        );
      if (session) {
        const known = sessions.get(set.workout);
        if (!known) sessions.set(set.workout, { start: set.moment, ...session });
        else for (const cell of ['end', 'duration', 'notes'] as const) if (!known[cell].trim()) known[cell] = session[cell];
      }
      const exercise = fitted(set.exercise, LIMITS.nameMax, () => (shortened.names += 1));
      const notes = fitted(set.notes.trim(), LIMITS.notesMax, () => (shortened.notes += 1));
      sets.push({ ...set, exercise, notes, index: sets.length, line });
    }
  };

  const csvOptions: Options = {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // Rows are read here, as parsed, and none is passed on: no object per row goes through the stream.
    on_record: (record: string[], context: { lines: number }) => {
      let breaks = 0;
      for (const field of record) {
        if (!field.includes('\n') && !field.includes('\r')) continue;
        breaks += field.match(/\r\n|\r|\n/g)?.length ?? 0;
        overcount += field.match(/\r\n/g)?.length ?? 0;
      }
      // A quoted field may span lines: the row starts where its first field does.
      if (!unreadable) readRow(record, context.lines - overcount - breaks);
      return null;
    },
    on_skip: (error: CsvError | undefined) => {
      if (error) problems.add(typeof error.lines === 'number' ? error.lines - overcount : null, csvErrorReason(error));
    },
  };
  const parser = parse(csvOptions);
  // A failing body (too large, cut off) destroys the parser with its error, which the loop below throws.
  pipeline(Readable.from(source), parser, () => {});
  try {
    for await (const _nothing of parser);
  } catch (error) {
    if (!unreadable) throw error;
  }
  if (unreadable) throw unreadable;
  if (!read) throw new UnreadableFileError(`The file has no rows. ${EXPECTED_FORMATS_MESSAGE}`);
  const workoutSessions = new Map([...sessions].map(([workout, cells]) => [workout, sessionOfWorkout(cells, options.timeZone)]));
  const { days, misfits } = daysOf(sets, options.track, workoutSessions, workoutNames);
  problems.addFound(misfits);
  return {
    format,
    unit: fileUnit === 'asked' ? options.unit : fileUnit,
    unitAsked: fileUnit === 'asked',
    days,
    weighIns: [...weighIns.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)),
    skipped,
    problems: problems.listed,
    problemCount: problems.count,
    shortened,
  };
}

function csvErrorReason(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quote opened here is never closed: the rest of the file cannot be read';
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') return 'a quote is closed in the middle of a field';
  return error.message;
}

/** Text cut to `max` characters (counted once by `onCut`). */
function fitted(text: string, max: number, onCut: () => void): string {
  if (text.length <= max) return text;
  onCut();
  return text.slice(0, max).trimEnd();
}
