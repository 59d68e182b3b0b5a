const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "at 14:02" today (the device's time zone), "on Nov 18 at 14:02" on another day. */
export function syncedAtLabel(at: number, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? `at ${time.format(at)}` : `on ${day.format(at)} at ${time.format(at)}`;
}
