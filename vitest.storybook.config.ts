import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineProject } from 'vitest/config';
import { fitBrowserWindow } from './tests/visual/browser-window';
import { STORY_BASELINES_DIR, VISUAL_RESULTS_DIR } from './tests/visual/screenshot-names';
// The e2e tier's Chromium and flags: no sandbox (containers), no outside lookups.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

/**
 * The `storybook` test project: every story renders in real Chromium (Debian's, headless), its
 * play function and axe check run (addon-a11y, `a11y.test: 'error'` in preview.tsx), and its
 * rendered root is compared at 390 and 1440 px with the baseline committed in
 * tests/visual/baselines/stories (tests/visual/story-screenshots.ts; docs/visual-regression.md).
 *   npx vitest run --project storybook
 *   npx vitest run --project storybook --update    (writes the baselines after an intended change)
 * A story without a baseline fails: locally the run writes one for review, with CI=true it
 * writes none (only the actual image, beside the diffs).
 */
export default defineProject({
  plugins: [react(), storybookTest({ configDir: '.storybook' })],
  publicDir: 'public',
  // `@portal/sdk/*` from the SDK's sources (tsconfig.json `paths`), as in the site and Storybook.
  resolve: { tsconfigPaths: true },
  // Pre-bundled up front: found late (a lazy part's import), they made Vite reload a running test.
  optimizeDeps: { include: ['downshift', 'yet-another-react-lightbox', 'yet-another-react-lightbox/plugins/zoom'] },
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // Every story file in one frame, its modules (React, the SDK, the catalogs, the mock) imported
    // once: a new frame per file spent about 2 s of set-up on each of the ~100 files. Each story
    // still renders into a fresh root with its own QueryClient, i18n instance, session and mock
    // handlers (.storybook/preview.tsx), so nothing a story leaves reaches the next.
    isolate: false,
    // One more try for a story whose shot differed: on a machine busy with the e2e lane beside it a
    // story's header was once shot before its last layout settled (seen 1 in 1,066 shots). A story
    // that differs twice fails.
    retry: 1,
    // The screenshots run in an afterEach hook: two widths, each waiting for a stable shot.
    hookTimeout: 120_000,
    setupFiles: ['tests/storybook/setup.ts', 'tests/visual/story-screenshots.ts'],
    globalSetup: ['tests/visual/compress-baselines.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
        // Room for the widest shot, so the tester frame is never scaled down to fit.
        contextOptions: { viewport: { width: 1440, height: 900 } },
      }),
      instances: [{ browser: 'chromium' }],
      commands: { fitBrowserWindow },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Two equal shots in a row make a stable one; a busy 2-core machine needs more than 5 s.
          timeout: 20_000,
          // A pixel differs when its colour moves by more than 10 % (pixelmatch's YIQ distance);
          // up to 0.2 % of a shot may differ (a glyph's antialiasing), not a moved or recoloured part.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          resolveScreenshotPath: ({ arg, ext, root }) => resolve(root, STORY_BASELINES_DIR, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext, root }) => resolve(root, VISUAL_RESULTS_DIR, 'stories', `${arg}${ext}`),
        },
      },
    },
  },
});
