import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SITE_BUILD_DIR, SITE_CLIENT_ENTRY, SITE_SERVE_ENTRY, SITE_SERVER_ENTRY, buildInfoPlugin, withoutMockWorker } from './ui/site/server/build-plugin';
import { precompressPlugin } from './ui/site/server/precompress-plugin';

const CLIENT_ALIASES = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
];

/**
 * Every page needs the framework libraries at once, so they travel as one file instead of several
 * (fewer requests before the first paint, one gzip dictionary).
 */
const CLIENT_CHUNK_GROUPS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/, priority: 20 },
  // The app shell (ui/site/hydrate.tsx and what it imports, which pages share) as one chunk too,
  // rather than a dozen small ones; the shell's lazy parts keep their own chunks.
  { name: 'shell', test: (id: string) => SHELL.test(id) && !LAZY_SHELL.test(id), priority: 10, includeDependenciesRecursively: false },
  // The primitives most pages show (buttons, badges, the sponsored label) and the page kit's class
  // names (home, listings, account and text pages): one small chunk rather than five tiny ones,
  // each with its own imports and gzip header.
  { name: 'kit', test: /[\\/]ui[\\/](components[\\/](Button|VisuallyHidden|Badges|SponsoredLabel)[\\/]|site[\\/]page-kit[\\/]page-kit\.module\.css$)/, priority: 5, includeDependenciesRecursively: false },
  // The card grid and the profile card (its fields, the page of cards): the home page, the listings, a profile's nearby girls.
  { name: 'cards', test: /[\\/]ui[\\/](components[\\/](CardGrid|ProfileCard|ProfileCardSkeleton)[\\/]|site[\\/]data[\\/]profile-cards\.ts$)/, priority: 5, includeDependenciesRecursively: false },
  // A profile listing (escort, trans, web cam, onlyfans) and what any list of results shows around
  // its cards (busy, empty, failed, its pages): one chunk instead of three on the listing. The
  // other pages with a list (reviews, stories, wallet, business lists) load the listing's 1.7 kB too.
  { name: 'listing', test: (id: string) => LISTING.test(id) || LIST_STATES.test(id), priority: 5, includeDependenciesRecursively: false },
  // What a public profile and a business page show at the top: the photos, the contact button, their class names.
  { name: 'detail-media', test: /[\\/]ui[\\/](components[\\/](Gallery|ContactReveal)[\\/]|site[\\/]page-kit[\\/]detail\.module\.css$)/, priority: 5, includeDependenciesRecursively: false },
  // A public profile's data (ProfileDetail) and top (ProfileView, its previous/next links) always load together.
  { name: 'profile-detail', test: /[\\/]ui[\\/](site[\\/]page-kit[\\/](ProfileDetail|ProfileView)\.tsx$|components[\\/]ProfileNav[\\/])/, priority: 5, includeDependenciesRecursively: false },
];
const LISTING = /[\\/]ui[\\/](site[\\/](page-kit[\\/](ProfileListing|LazyFilterPanel)\.tsx$|data[\\/]filter-options\.ts$)|components[\\/](FoundCount[\\/]|FilterPanel[\\/]FilterPanel\.module\.css$))/;
const LIST_STATES = /[\\/](ui[\\/](components[\\/](EmptyState|ErrorState|Spinner|Pagination)[\\/]|site[\\/]data[\\/]use-refreshing\.ts$)|sdk[\\/]react[\\/]listing[\\/]usePagination\.ts$)/;
const SHELL = /[\\/](ui[\\/]site[\\/](shell|layouts|build|guard|context|hydrate|routes|data[\\/](use-services|browser-user|lazy-client|page-query|first-intent|upstream-route-error))|ui[\\/]features[\\/]business[\\/]links\.ts$|sdk[\\/](routes|session|session-store|queries|url[\\/](listing-query|query-params)|endpoints[\\/]filters|react[\\/](session|provider|query-client|hooks)|i18n[\\/](?!locales|sections[\\/]))|ui[\\/]components[\\/](LinkProvider|internal))/;
// Lazy parts of the shell, and what the entry itself imports (it must not wait for the shell chunk).
const LAZY_SHELL = /[\\/]ui[\\/]site[\\/](shell[\\/](PopupDialog|SessionLife|AgeGateDialog|module-list|click-keeper)|build[\\/](chunk-errors|reload-guard))/;

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
 * were a quarter of the HTML (issue 19). The same file and class give the same name in the client
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
  plugins: [react(), buildInfoPlugin(), withoutMockWorker(), precompressPlugin()],
  // React Router publishes its production build only under dist/production (the package's export
  // conditions always pick dist/development, which keeps its dev warnings); the browser bundle uses it.
  // `@portal/sdk/*` from the SDK's sources (tsconfig.json `paths`: sdk/entries), no build of the package needed.
  resolve: { tsconfigPaths: true, ...(command === 'build' && !isSsrBuild ? { alias: CLIENT_ALIASES } : {}) },
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
          output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } },
        },
      },
}));
