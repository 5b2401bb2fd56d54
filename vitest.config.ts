import { defineConfig } from 'vitest/config';

/**
 * Test projects, run together by `npm test` (a project that finds no test fails the run):
 * - unit: schemas, SDK, mocks and server code in Node.
 * - dom: React components and hooks in jsdom, found by role and label.
 * - e2e: real Chromium (Debian's) driven by Playwright against servers the tests start on 127.0.0.1.
 * - storybook: every story as a browser test with an axe check (vitest.storybook.config.ts).
 */
export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      './vitest.storybook.config.ts',
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Property runs and the mock's seeded sequences are CPU-bound: generous when the machine is busy.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: 30_000,
          include: ['ui/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          setupFiles: ['tests/dom/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
