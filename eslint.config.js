import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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
 * The module specifier of an import, an export ... from, an import() or a type's import('...'),
 * with the node to report on; for import(`../x/${name}.ts`) its fixed start. Null for anything else.
 */
function importSpec(node) {
  const literal = node?.type === 'TSLiteralType' ? node.literal : node;
  const spec = literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value
    : literal?.type === 'TemplateLiteral' ? literal.quasis[0].value.cooked.replace(/[^/]*$/, '') : null;
  return spec === null ? null : { literal, spec };
}

/** The visitors of a rule that checks every import's specifier. */
const onImports = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => check(node.source),
  TSImportType: (node) => check(node.argument),
});

/** Whether `path` is the folder `folder` (relative to the repo root) or inside it. */
const isIn = (path, folder) => path === join(ROOT, folder) || path.startsWith(join(ROOT, folder) + sep);

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
    return onImports((node) => {
      const found = importSpec(node);
      if (found === null) return;
      const { literal, spec } = found;
      if (spec.startsWith('.')) {
        const target = resolve(dir, spec);
        for (const layer of ['sdk', 'schemas']) {
          if (isIn(target, layer)) context.report({ node: literal, messageId: 'path', data: { layer } });
        }
      } else if ((spec === '@portal/sdk' || spec.startsWith('@portal/sdk/')) && !SDK_ENTRIES.has(spec)) {
        context.report({ node: literal, messageId: 'unpublished', data: { spec, entries: [...SDK_ENTRIES].join(', ') } });
      }
    });
  },
};

/**
 * Where a relative import may lead, resolved against the importing file (so a folder that only
 * shares a name, or a package name such as @portal/components, is no match): `into` names folders
 * (from the repo root) a path may not reach, `within` the only folders it may reach. What a
 * workspace package's users import by its name and what stays inside a package are both kept so.
 */
const pathBoundary = {
  meta: {
    type: 'problem',
    schema: [{
      type: 'object',
      properties: {
        into: { type: 'array', items: { type: 'string' } },
        within: { type: 'array', items: { type: 'string' } },
        message: { type: 'string' },
      },
      required: ['message'],
      additionalProperties: false,
    }],
    messages: { path: "'{{spec}}' is a path to {{target}}: {{message}}" },
  },
  create(context) {
    const { into = [], within, message } = context.options[0];
    const dir = dirname(context.filename);
    return onImports((node) => {
      const found = importSpec(node);
      if (found === null || !found.spec.startsWith('.')) return;
      const target = resolve(dir, found.spec.replace(/\?.*$/, ''));
      const refused = into.some((folder) => isIn(target, folder)) || (within !== undefined && !within.some((folder) => isIn(target, folder)));
      if (refused) context.report({ node: found.literal, messageId: 'path', data: { spec: found.spec, target: relative(ROOT, target) || '.', message } });
    });
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
    plugins: { portal: { rules: { 'sdk-boundary': sdkBoundary, 'path-boundary': pathBoundary } } },
    rules: { 'portal/sdk-boundary': 'error' },
  },
  {
    // The component library is a workspace package (ui/components, @portal/components): the site,
    // the widgets and the embed use it by its name, as the SDK, so what they use is what it exports.
    files: ['ui/site/**', 'ui/widgets/**', 'ui/embed/**'],
    rules: {
      'portal/path-boundary': ['error', {
        into: ['ui/components'],
        message: 'import the component library by its package name, @portal/components or @portal/components/<path>, not by a path into ui/components',
      }],
    },
  },
  {
    // The package's files import each other, @portal/sdk and their npm dependencies only: nothing of
    // its users (site, widgets, embed) nor the mocks, so it builds and reads on its own.
    files: ['ui/components/**'],
    ignores: ['ui/components/**/*.test.{ts,tsx}'],
    rules: {
      'portal/path-boundary': ['error', {
        within: ['ui/components'],
        message: '@portal/components imports nothing outside ui/components but packages (its users, the site, the widgets and the embed, use it; mocks are for stories and tests)',
      }],
    },
  },
  {
    // Its tests may also use the test helpers and the stories' fixtures (dev only, never built).
    files: ['ui/components/**/*.test.{ts,tsx}'],
    rules: {
      'portal/path-boundary': ['error', {
        within: ['ui/components', 'tests', 'stories'],
        message: "a component's test imports the package, tests/ and stories/ only",
      }],
    },
  },
  {
    files: ['ui/components/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // A path to mocks/ is the rule above's; the SDK's entry of the mock backend is refused here.
          { group: ['@portal/sdk/mocks'], message: 'components are presentational: no mock backend (stories and tests bring it)' },
          { group: ['@portal/site', '@portal/site/*', '@portal/widgets', '@portal/widgets/*'], message: 'the site and the widgets use the component library, never the other way' },
          { group: ['@portal/components', '@portal/components/*'], message: 'inside @portal/components, import by a relative path: the package name is for its users' },
        ],
      }],
    },
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
