/** How long a read of the zone stands: a device that changed zone (a flight) is seen within it. */
const ZONE_READ_MS = 60_000;
let read: { zone: string; at: number } | undefined;

/**
 * The browser's time zone: today's log is asked for, saved and exported in it (no imports: the page's
 * eager entry reads it). Read at most once a minute: each read builds an Intl.DateTimeFormat, several ms
 * on a phone, and opening the log or the dashboard asks for it many times.
 */
export function browserTimeZone(): string {
  const now = Date.now();
  if (!read || now - read.at >= ZONE_READ_MS || now < read.at) read = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', at: now };
  return read.zone;
}
