import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { HomePage } from './home-page';

const meta = {
  title: 'shell/Home',
  component: HomePage,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quote: Story = {};
