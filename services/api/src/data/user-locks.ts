/**
 * Serializes one user's read-modify-write sequences in this process (weight + profile weight,
 * log id reconciliation, the tracked order). Different users never wait for each other.
 */
export class UserLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return result;
  }
}
