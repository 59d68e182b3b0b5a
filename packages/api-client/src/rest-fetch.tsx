import { createContext, useContext } from 'react';

/**
 * The documented REST paths (`/api/...`) as the page calls them: a fetch of a path on the API's
 * origin with the session cookie, and the URL of a path (for links such as downloads). The app
 * calls its own origin; tests and stories give the test API's.
 */
export interface RestApi {
  url(path: string): string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export function makeRestApi(baseUrl = '', send: typeof fetch = (input, init) => fetch(input, init)): RestApi {
  return {
    url: (path) => `${baseUrl}${path}`,
    fetch: (path, init = {}) => send(`${baseUrl}${path}`, { ...init, credentials: 'include' }),
  };
}

export const RestApiContext = createContext<RestApi>(makeRestApi());

/** The REST paths of the API (downloads, file uploads); tRPC stays the way to read and write data. */
export function useRestApi(): RestApi {
  return useContext(RestApiContext);
}
