import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { pureSchemasEsbuild } from './pure-schemas.mjs';

/**
 * The published package (the sdk/ workspace, @portal/sdk): ESM + CJS for each entry, in sdk/dist
 * (the type declarations are sdk/dts.config.mjs's, run after this). Its `build` script runs tsup from the repo root (`tsup --config
 * sdk/tsup.config.ts`), so paths here are relative to the root. It builds from the SDK's own folder
 * and the schemas (schemas/, the `@portal/sdk/schemas` entry), and the mock backend (mocks/, the
 * `@portal/sdk/mocks` entry only); nothing of ui/ (the React widgets
 * are a package of their own, @portal/widgets in ui/widgets).
 *
 * - Chunks shared by entries (the schemas, the transport) are split out in both formats, so
 *   importing `@portal/sdk` and `@portal/sdk/schemas` evaluates each schema once.
 * - The catalogs are entries too (`@portal/sdk/i18n/<locale>`), and the lazy loaders of
 *   `createI18n` load those same files. A catalog module has a default export only, which the CJS
 *   build writes as `module.exports = catalog` (what `import()` from CJS reads as `default`). Its
 *   declarations are written here (`export default` / `export =`) rather than bundled, because
 *   tsup's own fix for that case (`cjsInterop`) breaks split CJS output.
 * - zod, openapi-fetch and i18next are dependencies and React, React DOM, TanStack Query,
 *   react-i18next and msw are peers (sdk/package.json; msw in the published manifest only,
 *   scripts/sdk-manifest.mjs): all stay external.
 * - The mocks entry (`@portal/sdk/mocks`, sdk/entries/mocks.ts) bundles the mock backend of
 *   mocks/ (handlers, seed, scenarios); no other entry reaches mocks/ or msw.
 */
const locales = readdirSync('sdk/i18n/locales')
  .filter((file) => /^[a-z]{2}\.ts$/.test(file))
  .map((file) => file.slice(0, 2));

const OUT_DIR = 'sdk/dist';

// Cleaned here, once per build, before the JavaScript, the catalog declarations written below and
// the entries' declarations (sdk/dts.config.mjs, after tsup).
rmSync(OUT_DIR, { recursive: true, force: true });

/**
 * One entry per file of sdk/entries (`index` is the package itself): the same table the repo's
 * tsconfig `paths` (and so Vite, Vitest and Storybook) resolve `@portal/sdk/*` by, and ESLint
 * checks the site's imports against.
 */
const main: Record<string, string> = Object.fromEntries(readdirSync('sdk/entries')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => [file.slice(0, -3), `sdk/entries/${file}`]));

/**
 * Entries that hold React context or hooks: their built files start with 'use client', so a React
 * Server Components host (Next.js App Router) treats them as client modules. esbuild drops module
 * directives when it bundles, so the directive is written after the build.
 */
const CLIENT_ENTRIES = ['react'];

function markClientEntries() {
  for (const name of CLIENT_ENTRIES) {
    for (const ext of ['js', 'cjs']) {
      const file = `${OUT_DIR}/${name}.${ext}`;
      writeFileSync(file, `'use client';\n${readFileSync(file, 'utf8')}`);
    }
  }
}

function writeCatalogDeclarations() {
  mkdirSync(`${OUT_DIR}/i18n`, { recursive: true });
  for (const locale of locales) {
    const head = `/** The ${locale} catalog of @portal/sdk. */\n`;
    writeFileSync(`${OUT_DIR}/i18n/${locale}.d.ts`, `${head}import type { Catalog } from '../index.js';\ndeclare const catalog: Catalog;\nexport default catalog;\n`);
    writeFileSync(`${OUT_DIR}/i18n/${locale}.d.cts`, `${head}import type { Catalog } from '../index.cjs';\ndeclare const catalog: Catalog;\nexport = catalog;\n`);
  }
}

// msw is an optional peer too, imported by the mocks entry only (`@portal/sdk/mocks`).
const external = ['react', 'react/jsx-runtime', 'react-dom', '@tanstack/react-query', 'react-i18next', 'zod', 'openapi-fetch', 'i18next', 'msw'];

export default defineConfig([{
  entry: { ...main, ...Object.fromEntries(locales.map((locale) => [`i18n/${locale}`, `sdk/i18n/locales/${locale}.ts`])) },
  format: ['esm', 'cjs'],
  // Declarations are built after this by rollup-plugin-dts (sdk/dts.config.mjs): one file per
  // entry and readable shared files, where tsup's would be hashed chunks of one-letter aliases.
  dts: false,
  splitting: true,
  treeshake: true,
  clean: false,
  target: 'es2022',
  // The repo's tsconfig (tsup would look for one beside this file).
  tsconfig: 'tsconfig.json',
  platform: 'neutral',
  outDir: OUT_DIR,
  // Catalogs in Greek and Russian stay UTF-8 instead of \u escapes (a third of the bytes).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
  // Unused schemas can be dropped by the app's bundler (sdk/pure-schemas.mjs).
  esbuildPlugins: [pureSchemasEsbuild()],
  onSuccess: async () => {
    writeCatalogDeclarations();
    markClientEntries();
    // The package ships the OpenAPI document (YAML and JSON); its one source stays at the root (`npm run openapi`).
    copyFileSync('openapi.yaml', 'sdk/openapi.yaml');
    copyFileSync('openapi.json', 'sdk/openapi.json');
  },
  external,
}, {
  // The `portal-sdk` bin (the contract kit): one ESM file for Node, its shebang kept from the source.
  entry: { cli: 'sdk/contract/cli.ts' },
  format: ['esm'],
  dts: false,
  splitting: false,
  treeshake: true,
  clean: false,
  target: 'node20',
  tsconfig: 'tsconfig.json',
  platform: 'node',
  outDir: OUT_DIR,
  external,
}]);
