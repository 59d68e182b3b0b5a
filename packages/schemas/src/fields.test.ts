import { describe, expect, it } from 'vitest';
import { dayString, id, idInput, reorderInput, timeZone } from './fields';
import { issuesOf } from './test-support/issues-of';

describe('ids', () => {
  it('accept safe tokens of 1..64 characters', () => {
    expect(id.parse('aB3_-x')).toBe('aB3_-x');
    expect(id.parse('x'.repeat(64))).toHaveLength(64);
  });

  it.each([{ $gt: '' }, { $ne: null }, ['a'], 42, null, '', 'x'.repeat(65), 'a b', 'a.b', '$where', 'a/../b'])('reject %j', (bad) => {
    expect(id.safeParse(bad).success).toBe(false);
  });

  it('name the field in the message', () => {
    expect(issuesOf(idInput, { id: { $gt: '' } })).toEqual(['id: id must be a string id']);
  });
});

describe('dayString and timeZone', () => {
  it('accept real days only', () => {
    expect(dayString.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-2-1', '2024-01-01T00:00:00Z', { $gte: '2024' }]) expect(dayString.safeParse(bad).success).toBe(false);
  });

  it('accept IANA zones only', () => {
    expect(timeZone.parse('America/New_York')).toBe('America/New_York');
    expect(issuesOf(timeZone, 'Nowhere/City')).toEqual([': timezone must be an IANA time zone such as Europe/Paris']);
    expect(timeZone.safeParse('').success).toBe(false);
  });
});

describe('reorderInput', () => {
  it('takes distinct ids in order', () => {
    expect(reorderInput.parse({ ids: ['b', 'a'] })).toEqual({ ids: ['b', 'a'] });
    expect(issuesOf(reorderInput, { ids: ['a', 'a'] })).toEqual(['ids: ids must not repeat']);
    expect(reorderInput.safeParse({ ids: [] }).success).toBe(false);
    expect(reorderInput.safeParse({ ids: [{ $gt: '' }] }).success).toBe(false);
  });
});
