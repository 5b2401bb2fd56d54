import { beforeAll, vi } from 'vitest';
import { clearScenarios } from '../../mocks/scenarios';

/**
 * The unit project shares one module cache per worker between test files (`isolate: false`,
 * vitest.config.ts): a file starts on real timers, with the mock backend's process-wide scenarios off, whatever
 * a file before it switched on (env MOCK_SCENARIO read by a fresh module, setScenarios()).
 */
beforeAll(() => {
  vi.useRealTimers();
  clearScenarios();
});
