/** One stored read answer: the bytes and the headers that describe them. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  /** Other headers of the answer worth repeating (e.g. tRPC's `vary`). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Read answers of logged-in users, keyed by their ETag (instance, user, data version, URL, quarter
 * hour): an answer is only ever found under the version it was made for. A user's answers are
 * dropped as soon as the user writes; all answers share one byte budget, least recently used out first.
 */
export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer & { userId: string }>();
  private readonly byUser = new Map<string, Set<string>>();
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

  set(userId: string, etag: string, answer: CachedAnswer): void {
    if (answer.body.length > this.maxBytes) return;
    this.delete(etag);
    this.answers.set(etag, { ...answer, userId });
    this.bytes += answer.body.length;
    let keys = this.byUser.get(userId);
    if (!keys) this.byUser.set(userId, (keys = new Set()));
    keys.add(etag);
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.answers.clear();
    this.byUser.clear();
    this.bytes = 0;
  }

  dropUser(userId: string): void {
    for (const etag of this.byUser.get(userId) ?? []) this.delete(etag);
  }

  private delete(etag: string): void {
    const answer = this.answers.get(etag);
    if (!answer) return;
    this.answers.delete(etag);
    this.bytes -= answer.body.length;
    const keys = this.byUser.get(answer.userId);
    keys?.delete(etag);
    if (keys && keys.size === 0) this.byUser.delete(answer.userId);
  }
}
