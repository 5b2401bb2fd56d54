import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * @portal/widgets (ui/widgets): the site's listing components packaged for other React hosts,
 * ESM + CJS + declarations in ui/widgets/dist. Its `build` script runs tsup from the repo root, so
 * paths here are relative to the root. It bundles the components the widget composes (cards, grid,
 * filter panel, pagination and their primitives, from @portal/components, a private workspace package
 * no consumer could install) and radix-ui; @portal/sdk, React, React DOM,
 * TanStack Query, react-i18next and i18next are the host's (peers), so the widget shares the host's
 * SDK client provider and query cache.
 */
const OUT_DIR = 'ui/widgets/dist';

// Cleaned here, once per build: tsup's `clean` would also run after the JS build and delete the
// stylesheet written below before the declaration build.
rmSync(OUT_DIR, { recursive: true, force: true });

/**
 * dist/styles.css, the one stylesheet a host imports: the design tokens (zero-specificity
 * `:where(:root)`, so a host's own values win, and without the page-wide dark `color-scheme`),
 * the components' CSS Modules, and the CSS of the lazy chunks (the filter drawer), which esbuild
 * writes next to them but no JS imports.
 */
function writeStyles() {
  const tokens = readFileSync('ui/styles/tokens.css', 'utf8').replace(/:root\s*\{/g, ':where(:root) {').replace(/^\s*color-scheme:[^;]*;\n/m, '');
  const css = readdirSync(OUT_DIR).filter((f) => f.endsWith('.css') && f !== 'styles.css').sort((a, b) => (a === 'index.css' ? -1 : b === 'index.css' ? 1 : a.localeCompare(b)));
  writeFileSync(`${OUT_DIR}/styles.css`, [tokens, ...css.map((f) => readFileSync(`${OUT_DIR}/${f}`, 'utf8'))].join('\n'));
  for (const f of css) rmSync(`${OUT_DIR}/${f}`);
}

/**
 * The widget holds React state and context: its built files start with 'use client', so a React
 * Server Components host (Next.js App Router) renders it as a client component. esbuild drops module
 * directives when it bundles, so the directive is written after the build.
 */
function markClientEntry() {
  for (const ext of ['js', 'cjs']) {
    const file = `${OUT_DIR}/index.${ext}`;
    writeFileSync(file, `'use client';\n${readFileSync(file, 'utf8')}`);
  }
}

export default defineConfig({
  entry: { index: 'ui/widgets/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  clean: false,
  target: 'es2022',
  // The repo's tsconfig: its `paths` name @portal/sdk's entries, which stay imports (external), and
  // @portal/components' sources, which esbuild and the declaration build read from ui/components.
  tsconfig: 'tsconfig.json',
  platform: 'neutral',
  outDir: OUT_DIR,
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
  // CSS Modules: scoped class names, compiled by esbuild.
  loader: { '.css': 'local-css' },
  external: [/^@portal\/sdk(\/|$)/, 'react', 'react/jsx-runtime', 'react-dom', '@tanstack/react-query', 'react-i18next', 'i18next'],
  // Bundled, never left as an import: a package name, so without this tsup could leave it external
  // as it does a dependency, and the published files would import a package that is not published.
  noExternal: [/^@portal\/components(\/|$)/],
  onSuccess: async () => {
    writeStyles();
    markClientEntry();
  },
});
