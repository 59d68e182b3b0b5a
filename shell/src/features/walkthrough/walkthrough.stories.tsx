import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from '@fitness/ui';
import { Walkthrough } from './walkthrough';

function WalkthroughDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the walkthrough</Button>
      <Walkthrough open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = { title: 'shell/Walkthrough', component: WalkthroughDemo } satisfies Meta<typeof WalkthroughDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
