import type { StorybookConfig } from 'storybook-react-rsbuild';

/** One catalogue: packages/ui, packages/charts and each remote's components. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/charts/src/**/*.stories.tsx', '../shell/src/**/*.stories.tsx', '../mfe-*/src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  rsbuildFinal: (rsbuild) => rsbuild,
};

export default config;
