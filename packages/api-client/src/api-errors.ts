import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  code?: string;
  httpStatus?: number;
  retryAfterSeconds?: number | null;
  fieldErrors?: Record<string, string[] | undefined> | null;
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/**
 * The text to show for a failed call: the server's message as returned (spec section 8), the first
 * field error for bad input, or a plain sentence when the server could not be reached.
 */
export function apiErrorMessage(error: unknown): string {
  const data = dataOf(error);
  const firstFieldError = data?.fieldErrors ? Object.values(data.fieldErrors).flat().find(Boolean) : undefined;
  if (firstFieldError) return firstFieldError;
  if (error instanceof TRPCClientError && data) return error.message;
  return 'The server could not be reached. Please try again.';
}

/** The tRPC error code (e.g. `UNAUTHORIZED`, `CONFLICT`, `TOO_MANY_REQUESTS`), if the server answered. */
export function apiErrorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

/** For 429 answers: seconds until the call may be made again. */
export function retryAfterSeconds(error: unknown): number | undefined {
  return dataOf(error)?.retryAfterSeconds ?? undefined;
}

/** A refusal as the API answers it (tRPC's error shape): views given their calls as props show it in stories and tests. */
export function apiRefusal(message: string, code = 'BAD_REQUEST'): Error {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus: 400 } } });
}
