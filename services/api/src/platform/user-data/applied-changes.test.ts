import { describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { createTestClock } from '../../test-support/test-clock';
import { AppError } from '../errors/errors';
import { APPLIED_CHANGES, AppliedChanges } from './applied-changes';

async function appliedChanges() {
  const storage = createEmbeddedStorage(':memory:');
  await storage.ensureIndexes(APPLIED_CHANGES.name, APPLIED_CHANGES.indexes);
  const clock = createTestClock(new Date('2030-06-15T12:00:00Z'));
  return { changes: new AppliedChanges(storage, clock), clock };
}

describe('a change applied once', () => {
  it('runs the change once, and answers a replay with the first answer', async () => {
    const { changes } = await appliedChanges();
    let runs = 0;
    const apply = async () => ({ run: (runs += 1) });
    expect(await changes.once('user-a', 'c1', apply)).toEqual({ run: 1 });
    expect(await changes.once('user-a', 'c1', apply)).toEqual({ run: 1 });
    expect(runs).toBe(1);
  });

  it('answers 409 while the same change is still being applied, so the device tries again', async () => {
    const { changes } = await appliedChanges();
    let finish: (value: string) => void = () => {};
    const first = changes.once('user-a', 'c1', () => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = changes.once('user-a', 'c1', async () => 'second');
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({ status: 409 });
    finish('first');
    expect(await first).toBe('first');
    expect(await changes.once('user-a', 'c1', async () => 'third')).toBe('first');
  });

  it('applies again a change whose first application stopped half way (its process died) two minutes ago', async () => {
    const { changes, clock } = await appliedChanges();
    void changes.once('user-a', 'c1', () => new Promise<string>(() => {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock.advanceMinutes(3);
    expect(await changes.once('user-a', 'c1', async () => 'applied')).toBe('applied');
  });
});
