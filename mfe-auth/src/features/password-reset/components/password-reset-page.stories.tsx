import type { Meta, StoryObj } from '@storybook/react';
import { clearRecovery, grantPasswordReset, startRecovery } from '@fitness/api-client';
import { StoryProviders } from '../../../test-support/story-providers';
import PasswordResetPage from './password-reset-page';

const meta = {
  title: 'mfe-auth/Password Reset',
  component: PasswordResetPage,
  decorators: [(Story) => <StoryProviders path="/password-reset">{<Story />}</StoryProviders>],
} satisfies Meta<typeof PasswordResetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodeVerified: Story = {
  beforeEach: () => {
    startRecovery('ada@example.com', 60);
    grantPasswordReset('story-reset-token-0000');
    return clearRecovery;
  },
};
export const NotAvailable: Story = { beforeEach: () => clearRecovery() };
