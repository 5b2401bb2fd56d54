import { beforeAll, vi } from 'vitest';
import { clearScenarios } from '../../mocks/scenarios';
import { discardStore } from '../../mocks/store';

/**
 * The unit project shares one module cache per worker between test files (`isolate: false`,
 * vitest.config.ts): a file starts on real timers, with the mock backend's process-wide scenarios
 * off, whatever a file before it switched on (env MOCK_SCENARIO read by a fresh module,
 * setScenarios()), and with the mock's store as seeded, whatever a file before it bought or changed
 * (seeded again on first use, so a file that never calls the mock does not pay for it).
 */
beforeAll(() => {
  vi.useRealTimers();
  clearScenarios();
  discardStore();
});
