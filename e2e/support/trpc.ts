import type { APIRequestContext } from 'playwright-core';

/** A tRPC call over HTTP with a context's cookies: the data answered, or an error naming the status and body. */
export async function trpc<T>(request: APIRequestContext, appUrl: string, path: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation'): Promise<T> {
  const url = `${appUrl}/trpc/${path}`;
  const response =
    kind === 'query'
      ? await request.get(`${url}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`)
      : await request.post(url, { data: input ?? {} });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}
