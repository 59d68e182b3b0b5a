import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Storybook's rsbuild builder reads this; without pluginReact every story fails with "React is not defined".
export default defineConfig({
  plugins: [pluginReact()],
});
