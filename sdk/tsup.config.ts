import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The published package (the sdk/ workspace, @portal/sdk): ESM + CJS + type declarations for each
 * entry, in sdk/dist. Its `build` script runs tsup from the repo root (`tsup --config
 * sdk/tsup.config.ts`), so paths here are relative to the root: the schemas (schemas/) and the React
 * widgets (ui/widgets) are bundled into the package as their own entries.
 *
 * - Chunks shared by entries (the schemas, the transport) are split out in both formats, so
 *   importing `@portal/sdk` and `@portal/sdk/schemas` evaluates each schema once.
 * - The catalogs are entries too (`@portal/sdk/i18n/<locale>`), and the lazy loaders of
 *   `createI18n` load those same files. A catalog module has a default export only, which the CJS
 *   build writes as `module.exports = catalog` (what `import()` from CJS reads as `default`). Its
 *   declarations are written here (`export default` / `export =`) rather than bundled, because
 *   tsup's own fix for that case (`cjsInterop`) breaks split CJS output.
 * - zod, openapi-fetch and i18next are dependencies and React, React DOM, TanStack Query and
 *   react-i18next are peers (sdk/package.json): all stay external.
 */
const locales = readdirSync('sdk/i18n/locales')
  .filter((file) => /^[a-z]{2}\.ts$/.test(file))
  .map((file) => file.slice(0, 2));

const OUT_DIR = 'sdk/dist';

// Cleaned here, once per build: tsup's `clean` would also delete the catalog declarations
// written below, since its declaration build starts after the JS build has finished.
rmSync(OUT_DIR, { recursive: true, force: true });

const main = {
  index: 'sdk/index.ts', schemas: 'schemas/index.ts', react: 'sdk/react/index.ts', listing: 'sdk/listing.ts',
  // React entry for embedding (ui/widgets): its CSS Modules are compiled by esbuild's local-css
  // loader into dist/widgets.css, a side-effect import for hosts (see package.json sideEffects).
  widgets: 'ui/widgets/index.ts',
};

function writeCatalogDeclarations() {
  mkdirSync(`${OUT_DIR}/i18n`, { recursive: true });
  for (const locale of locales) {
    const head = `/** The ${locale} catalog of @portal/sdk. */\n`;
    writeFileSync(`${OUT_DIR}/i18n/${locale}.d.ts`, `${head}import type { Catalog } from '../index.js';\ndeclare const catalog: Catalog;\nexport default catalog;\n`);
    writeFileSync(`${OUT_DIR}/i18n/${locale}.d.cts`, `${head}import type { Catalog } from '../index.cjs';\ndeclare const catalog: Catalog;\nexport = catalog;\n`);
  }
}

/**
 * dist/widgets.css, the one stylesheet a React host imports: the design tokens (zero-specificity
 * `:where(:root)`, so a host's own values win, and without the page-wide dark `color-scheme`),
 * the entry's CSS Modules, and the CSS of its lazy chunks (the filter drawer), which esbuild
 * writes next to them but no JS imports.
 */
function writeWidgetsCss() {
  const tokens = readFileSync('ui/styles/tokens.css', 'utf8').replace(/:root\s*\{/, ':where(:root) {').replace(/^\s*color-scheme:[^;]*;\n/m, '');
  const lazy = readdirSync(OUT_DIR).filter((f) => f.endsWith('.css') && f !== 'widgets.css').sort();
  const parts = [tokens, readFileSync(`${OUT_DIR}/widgets.css`, 'utf8'), ...lazy.map((f) => readFileSync(`${OUT_DIR}/${f}`, 'utf8'))];
  writeFileSync(`${OUT_DIR}/widgets.css`, parts.join('\n'));
  for (const f of lazy) rmSync(`${OUT_DIR}/${f}`);
}

const external = ['react', 'react/jsx-runtime', 'react-dom', '@tanstack/react-query', 'react-i18next', 'zod', 'openapi-fetch', 'i18next'];

export default defineConfig([{
  entry: { ...main, ...Object.fromEntries(locales.map((locale) => [`i18n/${locale}`, `sdk/i18n/locales/${locale}.ts`])) },
  format: ['esm', 'cjs'],
  // tsup's declaration build sets baseUrl '.' (the root) unless told otherwise, and TypeScript then
  // names some modules `schemas` (shorter than a relative path), which the declaration bundler leaves
  // as an unresolved import. A baseUrl under which no source lives keeps every such name relative.
  dts: { entry: main, compilerOptions: { baseUrl: `${OUT_DIR}/.no-base-url` } },
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
  // CSS Modules (only the widgets entry imports CSS): scoped class names, compiled by esbuild.
  loader: { '.css': 'local-css' },
  onSuccess: async () => {
    writeCatalogDeclarations();
    writeWidgetsCss();
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
