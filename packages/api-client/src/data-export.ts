import { browserTimeZone } from './browser-time-zone';

export type ExportFormat = 'json' | 'strong-csv' | 'weights-csv';

/** The path of a download (/data, and the account page before a deletion): the server names the file (fitness-YYYY-MM-DD…) by today in the browser's zone. */
export function exportPath(format: ExportFormat, timeZone = browserTimeZone()): string {
  return `/api/export?${new URLSearchParams({ format, timezone: timeZone })}`;
}
