import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { NavBar } from './nav-bar';

const meta = {
  title: 'shell/NavBar',
  component: NavBar,
  args: { firstName: null, onOpenWalkthrough: () => {} },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = { parameters: { path: '/login' } };
export const LoggedIn: Story = { args: { firstName: 'Ada' }, parameters: { path: '/dashboard' } };
