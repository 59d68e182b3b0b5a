import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage } from './error-page';

function FailingRoute({ status }: { status: number }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        Component: () => null,
        hydrateFallbackElement: <p>Loading…</p>,
        loader: () => {
          throw new Response('', { status });
        },
        errorElement: <ErrorPage standalone />,
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'shell/ErrorPage', component: FailingRoute, args: { status: 404 } } satisfies Meta<typeof FailingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = { args: { status: 403 } };
