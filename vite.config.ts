import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SITE_BUILD_DIR, SITE_CLIENT_ENTRY, SITE_SERVER_ENTRY, buildInfoPlugin } from './ui/site/server/build-plugin';

/**
 * The site (ui/site): `vite build` makes the client bundle with a manifest (the server reads it
 * for modulepreload and CSS links), `vite build --ssr` the Node server entry, which bundles our
 * TypeScript and leaves node_modules external. `npm run dev` runs Vite in middleware mode inside the
 * same Express app (scripts/dev.mjs). Storybook reuses this file for the React plugin; the
 * site-only settings below do not apply to it (its builder sets its own input and outDir).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), buildInfoPlugin()],
  build: isSsrBuild
    ? {
        outDir: `${SITE_BUILD_DIR}/server`,
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: { input: { prod: SITE_SERVER_ENTRY } },
      }
    : {
        outDir: `${SITE_BUILD_DIR}/client`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: SITE_CLIENT_ENTRY },
      },
}));
