import type { TRPCError } from '@trpc/server';
import { ZodError, type core } from 'zod';
import { JSON_ONLY_MESSAGE, SERVER_FAULT_MESSAGE } from '../errors/errors';

export const NOT_JSON = 'The input is not valid JSON.';

/** zod's own English defaults ("Too big: expected number to be <=1102.31"), as opposed to a schema's message. */
const ZOD_DEFAULT = /^(Invalid (input|option|string|number|key|element)|Too (big|small)|Unrecognized keys?)\b/;

const kinds: Record<string, string> = { object: 'an object', array: 'a list', string: 'text', boolean: 'true or false' };

function bound(issue: core.$ZodIssueTooBig | core.$ZodIssueTooSmall, limit: number | bigint): string {
  const unit = issue.origin === 'string' ? ' character' : issue.origin === 'array' || issue.origin === 'set' ? ' item' : '';
  const relation = issue.code === 'too_big' ? (issue.inclusive === false ? 'less than' : 'at most') : issue.inclusive === false ? 'more than' : 'at least';
  return `must be ${relation} ${limit}${unit}${unit && Number(limit) !== 1 ? 's' : ''}`;
}

function defaultWords(issue: core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return bound(issue, issue.maximum);
    case 'too_small':
      return bound(issue, issue.minimum);
    case 'invalid_type':
      return `must be ${kinds[issue.expected] ?? `a ${issue.expected}`}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    default:
      return 'is not valid';
  }
}

/**
 * One field error in plain words, named by its field as packages/schemas words its own messages
 * ("weight must be at most 1102.31"); a message that does not start with the field gets it as a prefix.
 */
export function plainIssue(issue: core.$ZodIssue): string {
  const key = issue.path.findLast((part): part is string => typeof part === 'string');
  if (ZOD_DEFAULT.test(issue.message)) return `${key ?? 'The input'} ${defaultWords(issue)}`;
  if (key === undefined || issue.message.startsWith(`${key} `)) return issue.message;
  return `${key}: ${issue.message}`;
}

/** The `message` of a tRPC error answer: plain words, never a dump of zod issues nor a server fault's detail. */
export function plainMessage(error: TRPCError): string {
  const { cause } = error;
  if (cause instanceof ZodError && cause.issues[0]) return plainIssue(cause.issues[0]);
  if (error.code === 'BAD_REQUEST' && cause instanceof SyntaxError) return NOT_JSON;
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return JSON_ONLY_MESSAGE;
  if (error.code === 'INTERNAL_SERVER_ERROR') return SERVER_FAULT_MESSAGE;
  return error.message;
}
