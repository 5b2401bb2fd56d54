import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The published package: ESM + CJS + type declarations for each entry.
 *
 * - Chunks shared by entries (the schemas, the transport) are split out in both formats, so
 *   importing `@portal/sdk` and `@portal/sdk/schemas` evaluates each schema once.
 * - The catalogs are entries too (`@portal/sdk/i18n/<locale>`), and the lazy loaders of
 *   `createI18n` load those same files. A catalog module has a default export only, which the CJS
 *   build writes as `module.exports = catalog` (what `import()` from CJS reads as `default`). Its
 *   declarations are written here (`export default` / `export =`) rather than bundled, because
 *   tsup's own fix for that case (`cjsInterop`) breaks split CJS output.
 * - zod, openapi-fetch and i18next are dependencies and React, TanStack Query and react-i18next
 *   are peers: all stay external.
 */
const locales = readdirSync('sdk/i18n/locales')
  .filter((file) => /^[a-z]{2}\.ts$/.test(file))
  .map((file) => file.slice(0, 2));

// Cleaned here, once per build: tsup's `clean` would also delete the catalog declarations
// written below, since its declaration build starts after the JS build has finished.
rmSync('dist', { recursive: true, force: true });

const main = { index: 'sdk/index.ts', schemas: 'schemas/index.ts', react: 'sdk/react/index.ts', listing: 'sdk/listing.ts' };

function writeCatalogDeclarations() {
  mkdirSync('dist/i18n', { recursive: true });
  for (const locale of locales) {
    const head = `/** The ${locale} catalog of @portal/sdk. */\n`;
    writeFileSync(`dist/i18n/${locale}.d.ts`, `${head}import type { Catalog } from '../index.js';\ndeclare const catalog: Catalog;\nexport default catalog;\n`);
    writeFileSync(`dist/i18n/${locale}.d.cts`, `${head}import type { Catalog } from '../index.cjs';\ndeclare const catalog: Catalog;\nexport = catalog;\n`);
  }
}

export default defineConfig({
  entry: { ...main, ...Object.fromEntries(locales.map((locale) => [`i18n/${locale}`, `sdk/i18n/locales/${locale}.ts`])) },
  format: ['esm', 'cjs'],
  dts: { entry: main },
  splitting: true,
  treeshake: true,
  clean: false,
  target: 'es2022',
  platform: 'neutral',
  outDir: 'dist',
  // Catalogs in Greek and Russian stay UTF-8 instead of \u escapes (a third of the bytes).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
  onSuccess: async () => writeCatalogDeclarations(),
  external: ['react', 'react/jsx-runtime', 'react-dom', '@tanstack/react-query', 'react-i18next', 'zod', 'openapi-fetch', 'i18next'],
});
