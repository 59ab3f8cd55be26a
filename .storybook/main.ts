import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

// Addons are installed in the package that owns the stories; this folder has no node_modules of its own.
const requireFromPackage = createRequire(new URL('../packages/react/package.json', import.meta.url));
const addon = (name: string) => dirname(requireFromPackage.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: [
    '../packages/react/docs/**/*.mdx',
    '../packages/react/src/**/*.stories.@(ts|tsx)',
    '../packages/react/demo/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [addon('@storybook/addon-docs')],
  core: { disableTelemetry: true },
  // The preview bundle holds React and the Storybook runtime; its size is not a concern of the package.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
