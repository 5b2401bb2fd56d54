import { defineConfig } from 'vitest/config';

/**
 * Test projects, run together by `npm test`:
 * - unit: schemas, SDK, mocks and server code in Node.
 */
export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
