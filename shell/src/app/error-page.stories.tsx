import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { ErrorPage, RouteStatusError } from './error-page';

/** The error page alone (the layout failed), for a routing status. */
function StandaloneErrorPage({ status }: { status: number }) {
  return (
    <MemoryRouter>
      <ErrorPage error={new RouteStatusError(status)} standalone />
    </MemoryRouter>
  );
}

const meta = { title: 'shell/ErrorPage', component: StandaloneErrorPage, args: { status: 404 } } satisfies Meta<typeof StandaloneErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = { args: { status: 403 } };
