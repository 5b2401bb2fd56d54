import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkChunkRoots, clientChunkGroups } from './ui/site/server/client-chunks';
import { SITE_APP_MODULE, SITE_BUILD_DIR, SITE_CLIENT_ENTRY, SITE_SERVE_ENTRY, SITE_SERVER_ENTRY, buildInfoPlugin, withoutMockWorker } from './ui/site/server/build-plugin';
import { precompressPlugin } from './ui/site/server/precompress-plugin';
import { routerTrimPlugin } from './ui/site/server/router-trim-plugin';
import { libraryTrimPlugin } from './ui/site/server/library-trim-plugin';
import { pureSchemasVite } from './sdk/pure-schemas.mjs';
// From its source: Node loads this file before tsconfig paths apply, and @portal/sdk's entries are its build.
import { RELEASE_TAG } from './schemas/constants/release';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The client build's chunks, declared by entry (ui/site/server/client-chunks.ts). */
const CHUNKS = { root: ROOT, entry: SITE_CLIENT_ENTRY, app: SITE_APP_MODULE };

const PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  // react-i18next's hook imports the useSyncExternalStore shim for React 16 and 17; React 19 has the
  // hook, and the shim's fallback was 0.4 kB gzip of every page's first load.
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fileURLToPath(new URL('./ui/site/build/use-sync-external-store.ts', import.meta.url)),
  },
];

/**
 * The site (ui/site): `vite build` makes the client bundle with a manifest (the server reads it
 * for the page's CSS links and its list of JS chunks), `vite build --ssr` the Node server entry, which bundles our
 * TypeScript and leaves node_modules external. `npm run dev` runs Vite in middleware mode inside the
 * same Express app (scripts/dev.mjs). Storybook reuses this file for the React plugin; the
 * site-only settings below do not apply to it (its builder sets its own input and outDir).
 */
/**
 * Built CSS-module class names: a 6-character hash of the file and class (`_a1B2c3`) instead of
 * `_root_jv078_3`. Every card repeats a dozen of them: on the 40-card listing the class attributes
 * were a quarter of the HTML. The same file and class give the same name in the client
 * and the server build; a collision stops the build rather than mixing two styles.
 */
const scopedNames = new Map<string, string>();
function shortScopedName(name: string, filename: string): string {
  const key = `${relative(fileURLToPath(new URL('.', import.meta.url)), filename.split('?')[0] ?? filename)}:${name}`;
  const scoped = `_${createHash('sha256').update(key).digest('base64url').slice(0, 6)}`;
  const owner = scopedNames.get(scoped);
  if (owner !== undefined && owner !== key) throw new Error(`CSS module class name collision: ${owner} and ${key} both hash to ${scoped}`);
  scopedNames.set(scoped, key);
  return scoped;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(), buildInfoPlugin({ release: RELEASE_TAG }), withoutMockWorker(), precompressPlugin(), checkChunkRoots(CHUNKS),
    // React Router's components the site never renders, left out of the client build (router-trim-plugin.ts).
    routerTrimPlugin(),
    // Library code the site never runs: i18next's built-in formatter, TanStack Query's infinite queries (library-trim-plugin.ts).
    libraryTrimPlugin(),
    // Schemas a page does not use are left out of its chunks (sdk/pure-schemas.mjs).
    ...(command === 'build' ? [pureSchemasVite()] : []),
  ],
  // React Router publishes its production build only under dist/production (the package's export
  // conditions always pick dist/development, which keeps its dev warnings and checks); both builds use
  // it: the browser's, and the server's, which bundles react-router for that (ssr.noExternal) rather
  // than leaving Node to resolve the development build at run time (server CPU per page).
  // `@portal/sdk/*` from the SDK's sources (tsconfig.json `paths`: sdk/entries), no build of the package needed.
  resolve: { tsconfigPaths: true, ...(command === 'build' ? { alias: PRODUCTION_ALIASES } : {}) },
  ...(command === 'build' && isSsrBuild ? { ssr: { noExternal: ['react-router'] } } : {}),
  css: command === 'build' ? { modules: { generateScopedName: shortScopedName } } : {},
  build: isSsrBuild
    ? {
        outDir: `${SITE_BUILD_DIR}/server`,
        emptyOutDir: true,
        // public/ is the client's (served from the client build); the server needs none of it.
        copyPublicDir: false,
        target: 'node20',
        rolldownOptions: { input: { prod: SITE_SERVER_ENTRY, serve: SITE_SERVE_ENTRY } },
      }
    : {
        outDir: `${SITE_BUILD_DIR}/client`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // A lazy page's own imports are found by the browser as soon as the page chunk arrives; listing
        // them ahead (Vite's default) put ~120 hashed file names into the app chunk that every page
        // loads. CSS stays listed: the page's stylesheet must be in before it renders.
        modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
        rolldownOptions: {
          input: SITE_CLIENT_ENTRY,
          // An imported constant is written where it is used (the bundler's default does so only in
          // conditions): a chunk then no longer imports another for a string, as every page's English
          // catalog did the profile constants' chunk for 'All day' (0.7 kB gzip per page).
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          // The framework, the entry, the app shell and what pages share, each from its entry modules.
          output: { codeSplitting: { groups: clientChunkGroups(CHUNKS) } },
        },
      },
}));
