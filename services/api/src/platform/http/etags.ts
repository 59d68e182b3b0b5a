import { hash } from 'node:crypto';
import { quarterHourOf } from '../clock';

// The one place ETags are made and compared: a user's reads (weak, from the stored data version)
// and answers held whole in memory (strong, from their bytes: the shell page, the remote map).

/**
 * Weak validator of one read of the user: `W/"<userId>-<version>-<hash>"`, from the user's data
 * version in the store (read before the answer's data), and a hash of the full URL (path and query)
 * and the quarter hour, so answers that depend on today's date (a log asked for by time zone) are
 * never revalidated across midnight in any time zone. Weak: one tag for every encoding of the answer.
 */
export function readEtag(userId: string, version: number, url: string, now: Date): string {
  return `W/"${userId}-${version}-${urlTag(url, quarterHourOf(now))}"`;
}

/** The URL's part of read tags, per URL for the current quarter hour: every user's dashboard reads the same few URLs. */
const urlTags = new Map<string, { quarter: number; tag: string }>();
const MAX_URL_TAGS = 1000;

function urlTag(url: string, quarter: number): string {
  const known = urlTags.get(url);
  if (known?.quarter === quarter) return known.tag;
  if (!known && urlTags.size >= MAX_URL_TAGS) urlTags.clear();
  const tag = hash('sha1', `${quarter} ${url}`, 'base64url').slice(0, 12);
  urlTags.set(url, { quarter, tag });
  return tag;
}

/** A strong ETag of a body held in memory. */
export function bodyEtag(body: string | Buffer): string {
  return `"${hash('sha256', body, 'base64url').slice(0, 27)}"`;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match names this tag (one of a comma-separated list; weak comparison, as for GET). */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // A browser sends back the one tag it was given.
  if (header === etag) return true;
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => opaque(candidate.trim()) === wanted);
}
