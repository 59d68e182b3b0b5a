/** An error whose message is safe to show the user; `status` is the HTTP status for REST. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503,
    message: string,
    /** For 429: seconds until the caller may try again (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const httpErrorNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The API's one JSON error shape for REST: `{error, message}`. */
export function errorBody(status: number, message: string, retryAfterSeconds?: number) {
  const body = { error: httpErrorNames[status] ?? 'Error', message };
  return retryAfterSeconds === undefined ? body : { ...body, retryAfterSeconds };
}
