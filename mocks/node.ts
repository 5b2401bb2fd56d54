import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend inside a Node process (vitest, scripts): requests made with fetch to any
 * origin's /api/... are answered from the in-memory store.
 *
 *   server.listen({ onUnhandledRequest: 'error' }); afterAll(() => server.close());
 */
export const server = setupServer(...handlers);

export { handlers } from './handlers';
export { getStore, resetStore } from './store';
export { clearScenarios, getScenarios, setScenarios } from './scenarios';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
