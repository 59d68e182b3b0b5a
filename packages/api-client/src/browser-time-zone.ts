/** The browser's time zone: today's log is asked for, saved and exported in it (no imports: the page's eager entry reads it). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
