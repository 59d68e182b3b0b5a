import { LRUCache } from 'lru-cache';

/** One stored answer to a read, ready to send: the bytes in one encoding and the headers that describe them. */
export interface StoredAnswer {
  body: Buffer;
  /** Content type, encoding, Vary, the ETag and the Cache-Control of the answer (not the per-request ones). */
  headers: Readonly<Record<string, string>>;
}

/** What an entry costs beyond its bytes: its key, header strings and the cache's own bookkeeping (an estimate). */
const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(answer: StoredAnswer, key: string): number {
  let size = answer.body.length + key.length + ENTRY_OVERHEAD_BYTES;
  for (const name in answer.headers) size += name.length + answer.headers[name]!.length;
  return size;
}

/**
 * Users' read answers, keyed by the read's ETag (user, data version, URL, quarter hour) and encoding: a write's
 * stale answers are never asked for again and age out of one byte budget shared by all users (docs/decisions/0035).
 * An identical read arriving while one is answered waits for it.
 */
export class ReadCache {
  private readonly answers: LRUCache<string, StoredAnswer>;
  private readonly inFlight = new Map<string, Promise<StoredAnswer | undefined>>();

  constructor(readonly maxBytes: number) {
    this.answers = new LRUCache<string, StoredAnswer>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  /** Bytes held (answers plus their estimated overhead); never above `maxBytes`. */
  get size(): number {
    return this.answers.calculatedSize;
  }

  get(key: string): StoredAnswer | undefined {
    return this.answers.get(key);
  }

  /** The answer of an identical read in flight, once it is made (undefined: none in flight, or it was not stored). */
  whenAnswered(key: string): Promise<StoredAnswer | undefined> | undefined {
    return this.inFlight.get(key);
  }

  /**
   * This request answers the read: identical reads wait for it until `settle` is called, with the
   * answer to store or without one (an error, a stream). Call `settle` exactly once, whatever happens.
   */
  begin(key: string): (answer?: StoredAnswer) => void {
    let resolve!: (answer: StoredAnswer | undefined) => void;
    const answered = new Promise<StoredAnswer | undefined>((r) => (resolve = r));
    this.inFlight.set(key, answered);
    return (answer) => {
      if (this.inFlight.get(key) === answered) this.inFlight.delete(key);
      if (answer) this.answers.set(key, answer);
      resolve(answer);
    };
  }
}
