/** One stored read answer: the bytes and the headers that describe them. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  /** Other headers of the answer worth repeating (e.g. tRPC's `vary`). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Read answers of logged-in users, keyed by their ETag (user, stored data version, URL, quarter
 * hour): an answer is only ever found under the version it was made for, so after a write anywhere
 * the user's old answers are never found again and age out. All answers share one byte budget,
 * least recently used out first.
 */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {}

  get size(): number {
    return this.answers.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(etag: string): CachedAnswer | undefined {
    const answer = this.answers.get(etag);
    if (!answer) return undefined;
    // Map order is the recency order.
    this.answers.delete(etag);
    this.answers.set(etag, answer);
    return answer;
  }

  set(etag: string, answer: CachedAnswer): void {
    if (answer.body.length > this.maxBytes) return;
    this.delete(etag);
    this.answers.set(etag, answer);
    this.bytes += answer.body.length;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(etag: string): void {
    const answer = this.answers.get(etag);
    if (!answer) return;
    this.answers.delete(etag);
    this.bytes -= answer.body.length;
  }
}
