import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeRouteError, RouteStatusError } from './error-page';
import { RouteErrors } from './route-errors';

function Failing({ error }: { error: unknown }): never {
  throw error;
}

/** A page at / that throws `error` while rendering, under the error boundary (standalone: no layout around it). */
function renderFailingRoute(error: unknown, { standalone = true } = {}) {
  render(
    <MemoryRouter>
      <RouteErrors standalone={standalone}>
        <Routes>
          <Route path="/" element={<Failing error={error} />} />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </RouteErrors>
      <Link to="/elsewhere">Go elsewhere</Link>
    </MemoryRouter>,
  );
}

// React reports every error a boundary catches on the console; these errors are the point of the tests.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('describeRouteError', () => {
  it.each([
    [400, '400 Bad Request'],
    [403, '403 Forbidden'],
    [404, '404 Not Found'],
    [405, '405 Method Not Allowed'],
  ])('names router status %i as "%s"', (status, text) => {
    expect(describeRouteError(new RouteStatusError(status))).toBe(text);
  });

  it('adds what the route said beyond the status, and gives any other error its message', () => {
    expect(describeRouteError(new RouteStatusError(403, 'Not your routine'))).toBe('403 Forbidden — Not your routine');
    expect(describeRouteError(new Error('Boom'))).toBe('Boom');
    expect(describeRouteError('plain')).toBe('plain');
  });
});

describe('ErrorPage', () => {
  it('shows "Unexpected Application Error" with the status text, as its own main landmark when it stands alone', () => {
    renderFailingRoute(new RouteStatusError(404));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('404 Not Found');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('inside the layout is a section of its main, not a second one', () => {
    renderFailingRoute(new Error('Boom'), { standalone: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('names the document when it stands alone: "Page not found" for a 404, else "Error"', () => {
    renderFailingRoute(new RouteStatusError(404));
    expect(document.title).toBe('Page not found · Fitness Tracker');
    cleanup();
    renderFailingRoute(new Error('Boom'));
    expect(document.title).toBe('Error · Fitness Tracker');
  });

  it('shows the text of an unexpected error', () => {
    renderFailingRoute(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
  });

  it('gives way to the next page once the user moves elsewhere', async () => {
    renderFailingRoute(new Error('Boom'));
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
