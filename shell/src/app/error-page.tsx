import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES, ROUTER_STATUS_TEXT } from '@fitness/domain';
import { pageTitle } from '../features/orientation/page-title';
import { paths } from './paths';

/** A routing failure named by its status, as the spec names them (400, 403, 404, 405); e.g. no route for the address. */
export class RouteStatusError extends Error {
  constructor(
    readonly status: number,
    /** What the server or the route said beyond the status name. */
    readonly detail = '',
  ) {
    super(`${status} ${ROUTER_STATUS_TEXT[status as keyof typeof ROUTER_STATUS_TEXT] ?? ''}`.trim());
    this.name = 'RouteStatusError';
  }
}

/** The text of a routing error: statuses by their names (400, 403, 404, 405), else the error's message. */
export function describeRouteError(error: unknown): string {
  if (error instanceof RouteStatusError) return error.detail && error.detail !== error.message ? `${error.message} — ${error.detail}` : error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface ErrorPageProps {
  error: unknown;
  /** True when the layout itself failed: the page then provides its own `main` landmark. */
  standalone?: boolean;
}

/** Route errors: the spec's generic page titled "Unexpected Application Error" with the error text. */
export function ErrorPage({ error, standalone = false }: ErrorPageProps) {
  useEffect(() => {
    // Inside the layout the matched route names the page; alone, the error page names itself.
    if (standalone) document.title = pageTitle(error instanceof RouteStatusError && error.status === 404 ? 'Page not found' : 'Error');
  }, [standalone, error]);
  const content = (
    <>
      <h1>{MESSAGES.unexpectedApplicationError}</h1>
      <p role="alert" className="error-page__text">
        {describeRouteError(error)}
      </p>
      <Link to={paths.home}>Back to the home page</Link>
    </>
  );
  return standalone ? (
    <main id="main" className="page error-page">
      {content}
    </main>
  ) : (
    <section className="error-page">{content}</section>
  );
}
