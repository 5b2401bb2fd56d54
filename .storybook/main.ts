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
  // Storybook's own runtime (the docs blocks, axe, the renderer) is one large iframe chunk by
  // design: a tool for the team, not a page with a JS budget, so Vite's 500 kB hint is noise here.
  // Set here: the builder keeps only `build.target` of ./vite.config.ts.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 } }),
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Props tables come from the components' types and doc comments; Storybook's own setup
    // (.storybook/, outside tsconfig.json's project) has no props to document.
    reactDocgenTypescriptOptions: {
      include: ['ui/**/*.tsx', 'stories/**/*.tsx'],
      // Storybook's defaults, restated because this object replaces them: a union's values as
      // choices, no "| undefined" on optional props, and no rows for the DOM's own attributes.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
    },
  },
};

export default config;
