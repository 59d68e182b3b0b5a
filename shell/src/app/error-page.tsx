import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MESSAGES, ROUTER_STATUS_TEXT } from '@fitness/domain';
import { pageTitle } from '../features/orientation/page-title';
import { paths } from './paths';

/** The text of a routing error: router statuses by their names (400, 403, 404, 405), else the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const name = error.statusText || ROUTER_STATUS_TEXT[error.status as keyof typeof ROUTER_STATUS_TEXT] || '';
    const detail = typeof error.data === 'string' && error.data && error.data !== name ? ` — ${error.data}` : '';
    return `${error.status} ${name}`.trim() + detail;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface ErrorPageProps {
  /** True when the layout itself failed: the page then provides its own `main` landmark. */
  standalone?: boolean;
}

/** Route errors: the spec's generic page titled "Unexpected Application Error" with the error text. */
export function ErrorPage({ standalone = false }: ErrorPageProps) {
  const error = useRouteError();
  useEffect(() => {
    // Inside the layout the matched route names the page; alone, the error page names itself.
    if (standalone) document.title = pageTitle(isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Error');
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
  return standalone ? <main id="main" className="page error-page">{content}</main> : <section className="error-page">{content}</section>;
}
