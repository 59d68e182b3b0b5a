import type { Meta, StoryObj } from '@storybook/react';
import { clearRecovery, startRecovery } from '@fitness/api-client';
import { StoryProviders } from '../../../test-support/story-providers';
import OtpPage from './otp-page';

const meta = {
  title: 'mfe-auth/OTP',
  component: OtpPage,
  decorators: [(Story) => <StoryProviders path="/otp">{<Story />}</StoryProviders>],
} satisfies Meta<typeof OtpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just sent: the resend button counts down. */
export const CodeJustSent: Story = {
  beforeEach: () => {
    startRecovery('ada@example.com', 60);
    return clearRecovery;
  },
};
/** A minute later: resend is available. */
export const ResendAvailable: Story = {
  beforeEach: () => {
    startRecovery('ada@example.com', 60, Date.now() - 61_000);
    return clearRecovery;
  },
};
export const NoRecoveryInProgress: Story = { beforeEach: () => clearRecovery() };
