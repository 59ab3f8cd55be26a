import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/react/src/**/*.stories.@(ts|tsx)', '../packages/react/demo/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [],
  core: { disableTelemetry: true },
  // The preview bundle holds React and the Storybook runtime; its size is not a concern of the package.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
