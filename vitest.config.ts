import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test projects, in tiers (package.json scripts; `npm test` runs them all, a project that finds no
 * test fails the run):
 * - test:fast — unit: schemas, SDK, mocks and server code in Node; dom: React components and hooks
 *   in jsdom, found by role and label; types: the public API's type tests (tsc). No packing, no
 *   bundle builds, no browser.
 * - test:package — package: the SDK built, packed and installed as a consumer gets it (Node ESM and
 *   CJS scripts, a Next.js App Router app, a Vite app in Chromium), its bundle budgets and the embed
 *   widget's, and the site's production install on a clean copy of the repo.
 * - test:browser — storybook: every story as a browser test with an axe check (vitest.storybook.config.ts).
 * - test:server — server: the production server over HTTP, each file with its own servers.
 * - test:e2e — e2e: real Chromium (Debian's) driven by Playwright against the site; the site is
 *   built once per run, and two files run at a time, each worker with a site of its own, in one
 *   Chromium, for every file that needs nothing else (tests/e2e/global-setup.ts).
 */
// The embed widget's size check builds its bundle (esbuild): a package-tier check, like the SDK's.
const PACKAGE_TESTS = ['tests/unit/package/**/*.test.ts', 'tests/unit/embed/size.test.ts'];
/**
 * The production server over plain HTTP, each file with servers of its own (other settings, several
 * workers, a signal, its log and memory): no browser and no shared site, so they run in a tier of
 * their own beside the browser journeys.
 */
const SERVER_TESTS = [
  'tests/e2e/production-serve.test.ts', 'tests/e2e/production-workers.test.ts', 'tests/e2e/hostile-edge.test.ts', 'tests/e2e/micro-cache.test.ts',
];

/**
 * The fast tier (unit, dom) runs on every core (vitest's default leaves one free: a single worker
 * on a 2-core machine), and each worker keeps its module cache, and its jsdom, from one test file
 * to the next instead of importing React, the SDK, the nine catalogs and the mock again and
 * building a new jsdom per file (`isolate: false`: the dom project takes about 30 CPU-seconds
 * here, 113 with `isolate: true`). The files' set-up resets what a file may leave behind
 * (tests/unit/setup.ts, tests/dom/setup.ts), and a file that leaves a listener on document or
 * window fails, naming it (tests/dom/listener-leaks.ts): one left by dnd-kit's keyboard sensor
 * took the next file's typed space. vi.stubGlobal and vi.stubEnv are undone after each test. Its
 * own group order, so a run of every project never mixes its worker count with the browser
 * project's.
 */
const FAST_TIER = {
  isolate: false,
  maxWorkers: availableParallelism(),
  unstubGlobals: true,
  unstubEnvs: true,
  sequence: { groupOrder: 1 },
} as const;

/** `@portal/sdk/*` from the SDK's sources (tsconfig.json `paths`), as the site and Storybook resolve it. */
const SDK_SOURCES = { tsconfigPaths: true } as const;

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      './vitest.storybook.config.ts',
      {
        resolve: SDK_SOURCES,
        test: {
          name: 'unit',
          environment: 'node',
          ...FAST_TIER,
          setupFiles: ['tests/unit/setup.ts'],
          // Property runs and the mock's seeded sequences are CPU-bound: generous when the machine is busy.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
          exclude: PACKAGE_TESTS,
        },
      },
      {
        resolve: SDK_SOURCES,
        test: {
          name: 'dom',
          environment: 'jsdom',
          ...FAST_TIER,
          testTimeout: 30_000,
          include: ['ui/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          setupFiles: ['tests/dom/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        // Type tests of the public API (*.test-d.ts, expectTypeOf): tsc over tests/types, which
        // imports @portal/sdk by its entries, resolved to the sources (tests/types/tsconfig.json).
        test: {
          name: 'types',
          typecheck: {
            enabled: true,
            only: true,
            include: ['tests/types/**/*.test-d.{ts,tsx}'],
            tsconfig: 'tests/types/tsconfig.json',
          },
        },
      },
      {
        resolve: SDK_SOURCES,
        test: {
          name: 'package',
          environment: 'node',
          include: PACKAGE_TESTS,
          // The SDK and the widgets built and packed once for every file (scripts/package-build.mjs).
          globalSetup: ['tests/unit/package/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          // Each file builds or installs; one at a time keeps them within their time on a busy machine.
          fileParallelism: false,
        },
      },
      {
        resolve: SDK_SOURCES,
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          globalSetup: ['tests/e2e/build-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Memory, signals and slow clients are measured: one file at a time.
          fileParallelism: false,
        },
      },
      {
        resolve: SDK_SOURCES,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: SERVER_TESTS,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A real browser on a busy 2-core machine: a poll waits for what a person would wait for
          // (an upload's tile after the crop is applied), not vitest's default of one second.
          expect: { poll: { timeout: 10_000 } },
          // One more try for a journey that failed: with both lanes of `npm test` on two cores, a
          // click has landed before a part hydrated (a document load instead of the app's own
          // navigation). The report marks a passed retry ("retry x1"), so a flaky journey stays visible.
          retry: 1,
          // Two files at a time, each on its worker's own site and mock (global-setup.ts starts one
          // per worker) in the one Chromium: most of a journey's time is waiting (the network, a
          // hydration, a poll), which the other file fills.
          maxWorkers: 2,
        },
      },
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
