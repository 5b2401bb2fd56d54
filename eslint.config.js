import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import rules that keep the layers pointing one way: schemas <- sdk <- ui. */
const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: ['node_modules', 'sdk/dist', 'build', '.react-router', 'storybook-static', 'public/mockServiceWorker.js',
      'sdk/generated/**', 'tests/.artifacts/**', '.scratch/**'],
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
    rules: layer(['**/sdk/**', '**/ui/**', '**/mocks/**', 'react', 'react-dom'], 'schemas/ imports zod only'),
  },
  {
    files: ['sdk/**'],
    ignores: ['sdk/react/**'],
    rules: layer(['**/ui/**', '**/mocks/**', 'react', 'react-dom', '@tanstack/react-query', 'react-i18next'],
      'sdk/ never imports React, ui or mocks (only sdk/react may use React)'),
  },
  {
    files: ['sdk/react/**'],
    rules: layer(['**/ui/**', '**/mocks/**'], 'sdk/react never imports ui or mocks'),
  },
  {
    files: ['ui/components/**'],
    rules: layer(['**/mocks/**', '**/ui/site/**'], 'components are presentational: no mocks, no pages'),
  },
  {
    files: ['mocks/**'],
    rules: layer(['**/ui/**'], 'mocks use schemas and sdk only'),
  },
);
