import { readdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = dirname(fileURLToPath(import.meta.url));
/** The published subpaths of @portal/sdk: one per file of sdk/entries (index is the package), and the catalogs. */
const SDK_ENTRIES = new Set([
  ...readdirSync(join(ROOT, 'sdk/entries')).filter((f) => /\.tsx?$/.test(f)).map((f) => f.replace(/\.tsx?$/, ''))
    .map((name) => (name === 'index' ? '@portal/sdk' : `@portal/sdk/${name}`)),
  ...readdirSync(join(ROOT, 'sdk/i18n/locales')).filter((f) => /^[a-z]{2}\.ts$/.test(f)).map((f) => `@portal/sdk/i18n/${f.slice(0, 2)}`),
]);

/**
 * The site (ui/) uses the SDK as another team would: by the package's name and its published
 * entries only. A relative path into sdk/ or schemas/ (resolved against the importing file, so a
 * ui folder that happens to be called `schemas` is fine) and an unpublished subpath are errors.
 */
const sdkBoundary = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      path: "ui/ imports SDK code only through @portal/sdk's entries, not by a path into {{layer}}/",
      unpublished: "'{{spec}}' is not a published entry of @portal/sdk ({{entries}})",
    },
  },
  create(context) {
    const dir = dirname(context.filename);
    const check = (node) => {
      const literal = node?.type === 'TSLiteralType' ? node.literal : node;
      // import(`../x/${name}.ts`): its fixed start is checked.
      const spec = literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value
        : literal?.type === 'TemplateLiteral' ? literal.quasis[0].value.cooked.replace(/[^/]*$/, '') : null;
      if (spec === null) return;
      if (spec.startsWith('.')) {
        const target = resolve(dir, spec);
        for (const layer of ['sdk', 'schemas']) {
          if (target === join(ROOT, layer) || target.startsWith(join(ROOT, layer) + sep)) {
            context.report({ node: literal, messageId: 'path', data: { layer } });
          }
        }
      } else if ((spec === '@portal/sdk' || spec.startsWith('@portal/sdk/')) && !SDK_ENTRIES.has(spec)) {
        context.report({ node: literal, messageId: 'unpublished', data: { spec, entries: [...SDK_ENTRIES].join(', ') } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument),
    };
  },
};

/** Import rules that keep the layers pointing one way: schemas <- sdk <- ui. */
const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: ['node_modules', 'sdk/dist', 'ui/widgets/dist', 'build', '.react-router', 'storybook-static', 'public/mockServiceWorker.js',
      'sdk/generated/**', 'tests/.artifacts/**', '.scratch/**', 'docs/api/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['schemas/**'],
    rules: layer(['**/sdk/**', '**/ui/**', '**/mocks/**', 'react', 'react-dom', '@portal/*'], 'schemas/ imports zod only'),
  },
  {
    files: ['sdk/**'],
    ignores: ['sdk/react/**', 'sdk/entries/react.ts', 'sdk/entries/mocks.ts'],
    rules: layer(['**/ui/**', '**/mocks/**', 'react', 'react-dom', '@tanstack/react-query', 'react-i18next', '@portal/*'],
      'sdk/ never imports React, ui or mocks (only sdk/react may use React), nor itself by its package name'),
  },
  {
    // The query options borrow TanStack's `queryOptions` signature as a type: no React at run time.
    files: ['sdk/queries/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/ui/**', '**/mocks/**', 'react', 'react-dom', 'react-i18next', '@portal/*'], message: 'sdk/queries is React-free: a server component imports it' },
          { group: ['@tanstack/react-query'], allowTypeImports: true, message: 'sdk/queries is React-free: TanStack types only' },
        ],
      }],
    },
  },
  {
    // The mocks entry publishes the mock backend (mocks/) and nothing of React or ui/.
    files: ['sdk/entries/mocks.ts'],
    rules: layer(['**/ui/**', 'react', 'react-dom', '@tanstack/react-query', 'react-i18next', '@portal/*'],
      'the mocks entry publishes mocks/ only: no React, no ui'),
  },
  {
    files: ['sdk/react/**', 'sdk/entries/react.ts'],
    rules: layer(['**/ui/**', '**/mocks/**', '@portal/*'], 'sdk/react never imports ui or mocks, nor the SDK by its package name'),
  },
  {
    files: ['ui/**'],
    plugins: { portal: { rules: { 'sdk-boundary': sdkBoundary } } },
    rules: { 'portal/sdk-boundary': 'error' },
  },
  {
    files: ['ui/components/**'],
    rules: layer(['**/mocks/**', '**/ui/site/**'], 'components are presentational: no mocks, no pages'),
  },
  {
    // react-i18next's hook copies the i18next instance and builds a new `t` per mounted component;
    // the UI's hook returns one memoizing `t` (a tenth of a profile page's server CPU).
    // These few need the instance itself (exists(), adding a catalog section).
    files: ['ui/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.tsx',
      'ui/components/editor/internal/useServerErrorText.ts',
      'ui/components/payments/internal/useErrorMessage.ts',
      'ui/components/payments/PurchasesHistory/PurchasesHistory.tsx',
      'ui/site/page-kit/StoryUploadPanel.tsx',
      'ui/site/page-kit/business-area/LoadState.tsx',
    ],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='react-i18next'] > ImportSpecifier[imported.name='useTranslation']",
        message: 'Use useCachedTranslation (ui/components/internal/useCachedTranslation.ts): one memoizing t per i18next instance.',
      }],
    },
  },
  {
    files: ['mocks/**'],
    rules: layer(['**/ui/**'], 'mocks use schemas and sdk only'),
  },
);
