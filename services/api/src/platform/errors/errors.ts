/** An error whose message is safe to show the user; `status` is the HTTP status for REST. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
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
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The one message of a 5xx: the reason goes to the log, never to the caller. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

/** For a body in another format than JSON (415), REST and tRPC alike. */
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** The API's one JSON error shape for REST: `{error, message}`. */
export function errorBody(status: number, message: string, retryAfterSeconds?: number) {
  const body = { error: httpErrorNames[status] ?? 'Error', message };
  return retryAfterSeconds === undefined ? body : { ...body, retryAfterSeconds };
}
