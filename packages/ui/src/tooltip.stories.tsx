import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: { label: 'About calorie budget', content: 'Calories you can eat per day to reach your weekly goal.' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InfoIcon: Story = {};
export const OnAButton: Story = { args: { content: 'Adds a routine', children: <Button>Add</Button> } };
export const Below: Story = { args: { placement: 'bottom' } };
