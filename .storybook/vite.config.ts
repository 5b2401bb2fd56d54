import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's own Vite config: React only. The site's vite.config.ts (SSR build) stays out. */
export default defineConfig({
  plugins: [react()],
  // `@portal/sdk/*` from the SDK's sources, as the site resolves it (tsconfig.json `paths`).
  resolve: { tsconfigPaths: true },
  // Fixed class names would clash between stories; hashed module classes as in the site.
  css: { modules: { generateScopedName: '[name]__[local]__[hash:base64:5]' } },
});
