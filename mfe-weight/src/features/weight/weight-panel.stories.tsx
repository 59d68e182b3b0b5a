import type { Meta, StoryObj } from '@storybook/react';
import WeightPanel from './weight-panel';

const meta = { title: 'mfe-weight/WeightPanel', component: WeightPanel } satisfies Meta<typeof WeightPanel>;
export default meta;

export const Placeholder: StoryObj<typeof meta> = {};
