import type { Meta, StoryObj } from '@storybook/react';
import { StoryProviders } from '../../../test-support/story-providers';
import LoginPage from './login-page';

const meta = {
  title: 'mfe-auth/Login',
  component: LoginPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders path="/login" state={parameters.routerState}>
        {<Story />}
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const AfterPasswordReset: Story = { parameters: { routerState: { notice: 'Password reset successfully', email: 'ada@example.com' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
