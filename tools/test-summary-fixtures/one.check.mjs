// One test passes, one fails, inside a describe block (a suite of its own in vitest's JSON report).
import { describe, expect, it } from 'vitest';
describe('a group', () => {
  it('passes', () => expect(1).toBe(1));
  it('fails', () => expect(1).toBe(2));
});
