import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface TrpcAnswer<T = unknown> {
  status: number;
  /** `result.data` of a success. */
  data: T;
  /** tRPC's error shape: `{message, code, data: {code, httpStatus, fieldErrors, retryAfterSeconds, ...}}`. */
  error: { message: string; code: number; data: { code: string; httpStatus: number; retryAfterSeconds: number | null; fieldErrors: unknown } } | undefined;
  response: LightMyRequestResponse;
}

/**
 * One tRPC procedure call through `app.inject`, as the client's link sends it (no batching).
 * `kind: 'query'` → GET with `?input=`, else POST with the JSON input.
 */
export async function trpcCall<T = unknown>(
  app: FastifyInstance,
  path: string,
  input?: unknown,
  options: { kind?: 'query' | 'mutation'; cookie?: string; headers?: Record<string, string> } = {},
): Promise<TrpcAnswer<T>> {
  const headers = { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers };
  const response =
    options.kind === 'query'
      ? await app.inject({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(input ?? null),
        });
  const body = response.json() as { result?: { data: T }; error?: TrpcAnswer['error'] };
  return { status: response.statusCode, data: body.result?.data as T, error: body.error, response };
}
