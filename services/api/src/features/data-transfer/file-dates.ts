import { isValidDay } from '@fitness/domain';

/** A workout's moment as a file writes it: the day as written (files carry no time zone) and a 24-hour time that orders one day's workouts. */
export interface FileMoment {
  day: string;
  /** 'HH:MM:SS', or '' when the file gives no time. */
  time: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// Spaces as exporters write them: a plain space, a no-break space, or the narrow no-break space (U+202F) iOS puts before AM/PM.
const S = '[\\s\\u00a0\\u202f]';
const TIME = `(\\d{1,2}):(\\d{2})(?::(\\d{2}))?(?:${S}*([AaPp])\\.?[Mm]\\.?)?`;
/** 2025-07-23, 2025-07-23 19:16:49, 2025-07-23T19:16, 2025-07-23 7:16:49 PM. */
const ISO = new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})(?:(?:T|${S}+)${TIME})?(?:Z|[+-]\\d{2}:?\\d{2})?$`);
/** Hevy: 13 Mar 2026, 15:22 (also 13 March 2026 3:22 PM). */
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})${S}+([A-Za-z]{3})[A-Za-z]*\\.?${S}+(\\d{4}),?(?:${S}+${TIME})?$`);
/** US 12-hour: 7/23/2025, 7:16:49 PM (only with AM/PM: a day-first file would read the same digits). */
const US = new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4}),?${S}+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?${S}*([AaPp])\\.?[Mm]\\.?$`);

const pad = (n: number) => String(n).padStart(2, '0');

function timeOf(hours?: string, minutes?: string, seconds?: string, half?: string): string | null {
  if (hours === undefined || minutes === undefined) return '';
  let h = Number(hours);
  const m = Number(minutes);
  const s = seconds === undefined ? 0 : Number(seconds);
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  if (h > 23 || m > 59 || s > 59) return null;
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

function moment(year: string, month: number, day: number, time: string | null): FileMoment | null {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return time !== null && isValidDay(date) ? { day: date, time } : null;
}

/**
 * Reads the date (and time) of a row as Strong, Hevy and FitNotes write them; null for anything
 * else. The day is the one written: no time zone is applied.
 */
export function parseFileMoment(text: string): FileMoment | null {
  const value = text.trim();
  let match = ISO.exec(value);
  if (match) {
    const [, year, month, day, h, m, s, half] = match;
    return moment(year!, Number(month), Number(day), timeOf(h, m, s, half));
  }
  match = DAY_MONTH_YEAR.exec(value);
  if (match) {
    const [, day, monthName, year, h, m, s, half] = match;
    const month = MONTHS.indexOf(monthName!.toLowerCase()) + 1;
    return month ? moment(year!, month, Number(day), timeOf(h, m, s, half)) : null;
  }
  match = US.exec(value);
  if (match) {
    const [, month, day, year, h, m, s, half] = match;
    return moment(year!, Number(month), Number(day), timeOf(h, m, s, half));
  }
  return null;
}
