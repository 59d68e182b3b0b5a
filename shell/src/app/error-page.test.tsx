import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

function renderFailingRoute(fail: () => never) {
  const router = createMemoryRouter([{ path: '/', loader: fail, Component: () => null, errorElement: <ErrorPage standalone />, hydrateFallbackElement: <p>…</p> }]);
  render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  it.each([
    [400, '400 Bad Request'],
    [403, '403 Forbidden'],
    [404, '404 Not Found'],
    [405, '405 Method Not Allowed'],
  ])('names router status %i as "%s"', async (status, text) => {
    renderFailingRoute(() => {
      throw new Response('', { status });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('names the document when it stands alone: "Page not found" for a 404, else "Error"', async () => {
    renderFailingRoute(() => {
      throw new Response('', { status: 404 });
    });
    await screen.findByRole('alert');
    expect(document.title).toBe('Page not found · Fitness Tracker');
    cleanup();
    renderFailingRoute(() => {
      throw new Error('Boom');
    });
    await screen.findByRole('alert');
    expect(document.title).toBe('Error · Fitness Tracker');
  });

  it('shows the text of an unexpected error', async () => {
    renderFailingRoute(() => {
      throw new Error('Cannot read properties of undefined');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
  });
});
