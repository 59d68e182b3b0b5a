import type { Meta, StoryObj } from '@storybook/react';
import { StoryProviders } from '../../../test-support/story-providers';
import RegisterPage from './register-page';

const meta = {
  title: 'mfe-auth/Register',
  component: RegisterPage,
  decorators: [(Story) => <StoryProviders path="/register">{<Story />}</StoryProviders>],
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
