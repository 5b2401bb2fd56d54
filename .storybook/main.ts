import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook 10 (React + Vite). It builds with its own Vite config (./vite.config.ts: the React
 * plugin only), never the site's, so no SSR or build plugin of the site leaks into stories.
 * public/ is served for MSW's mockServiceWorker.js.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
