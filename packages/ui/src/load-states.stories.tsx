import type { Meta, StoryObj } from '@storybook/react';
import { LoadError, Skeleton } from './load-states';

const meta = {
  title: 'ui/LoadStates',
  component: Skeleton,
  args: { label: 'Loading your routines…', blocks: [{ height: 20, width: '50%' }, { height: 64 }, { height: 64 }] },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = { render: () => <LoadError what="routines" onRetry={() => {}} /> };
