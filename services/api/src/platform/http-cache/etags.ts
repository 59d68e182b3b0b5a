import { createHash } from 'node:crypto';
import { quarterHourOf } from '../clock';

/**
 * Weak validator of one read of the user: `W/"<userId>-<version>-<hash>"`, from the user's data
 * version in the store (read before the answer's data), and a hash of the full URL (path and query)
 * and the quarter hour, so answers that depend on today's date (a log asked for by time zone) are
 * never revalidated across midnight in any time zone.
 */
export function etagOf(userId: string, version: number, url: string, now: Date): string {
  const hash = createHash('sha1').update(`${quarterHourOf(now)} ${url}`).digest('base64url').slice(0, 12);
  return `W/"${userId}-${version}-${hash}"`;
}

/** If-None-Match holds this tag (one of a comma-separated list; weak comparison). */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}
