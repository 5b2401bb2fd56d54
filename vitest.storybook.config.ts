import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The Chromium flags proven on these machines (see STACK.md): no sandbox, no outside lookups. */
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * The `storybook` test project: every story renders in real Chromium (Debian's, headless) and
 * its play function and axe check run (addon-a11y, `a11y.test: 'error'` in preview.tsx).
 *   npx vitest run --project storybook
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
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
