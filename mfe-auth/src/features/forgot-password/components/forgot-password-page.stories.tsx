import type { Meta, StoryObj } from '@storybook/react';
import { StoryProviders } from '../../../test-support/story-providers';
import ForgotPasswordPage from './forgot-password-page';

const meta = {
  title: 'mfe-auth/Forgot Password',
  component: ForgotPasswordPage,
  decorators: [(Story) => <StoryProviders path="/forgot-password">{<Story />}</StoryProviders>],
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
