import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_ONLY_MESSAGE, SERVER_FAULT_MESSAGE } from '../errors/errors';
import { NOT_JSON, plainIssue, plainMessage } from './plain-messages';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('plain words for a field error', () => {
  it("keeps the schema's own message, prefixed by the field when it does not name it", () => {
    expect(plainIssue(firstIssue(z.object({ targetWeight: z.number().max(5, 'targetWeight must be at most 5') }), { targetWeight: 9 }))).toBe(
      'targetWeight must be at most 5',
    );
    expect(plainIssue(firstIssue(z.object({ email: z.string().min(1, 'Must enter email') }), { email: '' }))).toBe('email: Must enter email');
    expect(
      plainIssue(firstIssue(z.object({ sets: z.array(z.object({ reps: z.number().int('reps must be a whole number') })) }), { sets: [{ reps: 1.5 }] })),
    ).toBe('reps must be a whole number');
  });

  it("rewrites zod's defaults, which are not plain words", () => {
    expect(plainIssue(firstIssue(z.object({ weight: z.number().max(1102.31) }), { weight: 5000 }))).toBe('weight must be at most 1102.31');
    expect(plainIssue(firstIssue(z.object({ name: z.string().max(3) }), { name: 'long' }))).toBe('name must be at most 3 characters');
    expect(plainIssue(firstIssue(z.object({ ids: z.array(z.string()).min(1) }), { ids: [] }))).toBe('ids must be at least 1 item');
    expect(plainIssue(firstIssue(z.object({ name: z.string() }), { name: 4 }))).toBe('name must be text');
    expect(plainIssue(firstIssue(z.object({ name: z.string() }), [1]))).toBe('The input must be an object');
    expect(plainIssue(firstIssue(z.strictObject({ name: z.string() }), { name: 'a', role: 'admin' }))).toBe('The input has unknown fields: role');
    expect(plainIssue(firstIssue(z.object({ unit: z.enum(['kg', 'lb']) }), { unit: 'st' }))).toBe('unit must be one of: kg, lb');
  });
});

describe('the message of a tRPC error answer', () => {
  it('is plain for a body that is not JSON, another content type, and a server fault (whose detail stays in the log)', () => {
    expect(plainMessage(new TRPCError({ code: 'BAD_REQUEST', message: 'Unexpected token o in JSON', cause: new SyntaxError('Unexpected token o') }))).toBe(
      NOT_JSON,
    );
    expect(plainMessage(new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content-type "text/plain' }))).toBe(JSON_ONLY_MESSAGE);
    expect(plainMessage(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'connect ECONNREFUSED 10.0.0.5:27017' }))).toBe(SERVER_FAULT_MESSAGE);
    expect(plainMessage(new TRPCError({ code: 'NOT_FOUND', message: 'Routine not found' }))).toBe('Routine not found');
  });
});
