import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Route errors: the spec's generic page with the error text. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="page error-page">
      <h1>Unexpected Application Error</h1>
      <p role="alert">{describe(error)}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
