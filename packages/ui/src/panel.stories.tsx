import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './button';
import { Panel } from './panel';

const meta = { title: 'ui/Panel', component: Panel, args: { title: 'Body Weight', children: <p>Panel content</p> } } satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithAction: Story = { args: { actions: <Button aria-label="Add weight">+</Button> } };
