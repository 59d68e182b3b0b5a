import { trpcErrorBody } from '../trpc/error-body';
import { AppError, errorBody } from './errors';

/** Paths tRPC serves: every answer there, errors included, is in tRPC's shape. */
export function isTrpcPath(url: string): boolean {
  return /^\/trpc(?:[/?]|$)/.test(url);
}

/**
 * The body of an error answer in the shape of the transport its path belongs to: tRPC's under
 * `/trpc`, the API's `{error, message}` elsewhere (docs/decisions/0036). `cause` (an AppError, a
 * ZodError) lets the tRPC shape carry what the procedures' errors carry (retryAfterSeconds, fieldErrors).
 */
export function errorAnswer(url: string, status: number, message: string, cause?: unknown) {
  if (isTrpcPath(url)) return trpcErrorBody(status, message, cause);
  return errorBody(status, message, cause instanceof AppError ? cause.retryAfterSeconds : undefined);
}
