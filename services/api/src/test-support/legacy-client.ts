import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieHeaderFrom } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One answer as the browser saw it (the OpenAPI test checks each against the document). */
export interface SeenAnswer {
  method: Method;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * The original React client's calls against our /api (Axios with credentials): it keeps the
 * session cookie it is given and records every answer.
 */
export function legacyClient(app: FastifyInstance, seen: SeenAnswer[] = []) {
  let cookie = '';
  const call = async (method: Method, path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
    const url = `/api${path}`;
    const answer = await app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) cookie = cookieHeaderFrom(setCookie);
    seen.push({ method, url, status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body });
    return answer;
  };
  return {
    seen,
    get: (path: string) => call('GET', path),
    post: (path: string, payload: unknown) => call('POST', path, payload),
    put: (path: string, payload: unknown) => call('PUT', path, payload),
    delete: (path: string) => call('DELETE', path),
    /** A body as it is (a file), with its own headers: the calls of the "Your data" page on the same session. */
    send: (method: Method, path: string, body: string | Buffer, headers: Record<string, string>) => call(method, path, body, headers),
    /** Register.js then Login.js: answers the user row the client keeps as `loginStatus`. */
    async signUp(email: string, firstName = 'Lee', password = 'legacy pw') {
      await call('POST', '/register', { email, password, firstName });
      const [user] = (await call('POST', '/login', { email, password })).json() as { id: string; first_name: string }[];
      return user!;
    },
  };
}
export type LegacyClient = ReturnType<typeof legacyClient>;

/** The client's temporary id for a new log exercise or set (WorkoutLogModal's makeId). */
let tempCounter = 0;
export const tempId = () => `${Date.now()}-${(tempCounter += 1) / 1000}`;
