import type { Preview } from '@storybook/react';
import '@fitness/ui/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: { defaultViewport: 'responsive' },
  },
};

export default preview;
