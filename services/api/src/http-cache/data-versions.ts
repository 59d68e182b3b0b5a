import { createHash, randomBytes } from 'node:crypto';
import { quarterHourOf } from '../calendar';

/**
 * Per-user data versions of this process, bumped around every state-changing request of the user.
 * A random instance id goes into every tag, so tags from before a restart (or from another process)
 * never match.
 */
export class DataVersions {
  private instance = newInstanceId();
  private readonly versions = new Map<string, number>();

  constructor(
    /** Users whose version is remembered; past it all versions are forgotten under a new instance id (every tag goes stale once). */
    private readonly capacity = 100_000,
    /** Called when that happens (whatever was keyed by the old tags can go). */
    private readonly onReset: () => void = () => undefined,
  ) {}

  bump(userId: string): void {
    if (this.versions.size >= this.capacity && !this.versions.has(userId)) {
      this.versions.clear();
      this.instance = newInstanceId();
      this.onReset();
    }
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }

  /**
   * Weak validator of one read of the user: `W/"<instance>-<userId>-<version>-<hash>"`, the hash of
   * the full URL (path and query) and the quarter hour, so answers that depend on today's date (a log
   * asked for by time zone) are never revalidated across midnight in any time zone.
   */
  etag(userId: string, url: string, now: Date): string {
    const hash = createHash('sha1').update(`${quarterHourOf(now)} ${url}`).digest('base64url').slice(0, 12);
    return `W/"${this.instance}-${userId}-${this.versions.get(userId) ?? 0}-${hash}"`;
  }
}

function newInstanceId(): string {
  return randomBytes(6).toString('base64url');
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
