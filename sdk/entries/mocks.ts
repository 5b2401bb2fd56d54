/**
 * `@portal/sdk/mocks`: the portal's stateful mock backend as MSW request handlers, for an app's
 * tests, stories and local development. Every operation of the API is answered from one
 * in-memory store filled by a deterministic seed (the same seed, the same profiles, names and ids
 * on every run), with the demo accounts and the named failure scenarios (`down`, `flaky`, `slow`...).
 *
 *   import { setupServer } from 'msw/node';
 *   import { handlers, resetMockBackend } from '@portal/sdk/mocks';
 *
 *   const server = setupServer(...handlers);
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockBackend(); });
 *   afterAll(() => server.close());
 *
 * msw (`^2`) is an optional peer of the package: install it beside the SDK to use this entry; no
 * other entry imports it. The handlers match any origin (`<any origin>/api/...`), so a client's
 * `baseUrl` can be your production API's address. The entry is platform-neutral: the same
 * handlers go to `setupServer` (`msw/node`) or `setupWorker` (`msw/browser`).
 */
import { clearScenarios } from '../../mocks/scenarios';
import { DEFAULT_SEED as DEFAULT_SEED_VALUE } from '../../mocks/seed';
import { resetStore } from '../../mocks/store';

/**
 * Every handler of the mock backend, in the order MSW must try them: the control routes
 * (`/__mock/reset`, `/__mock/scenario`), the mock payment provider's page, every API operation,
 * the media files (generated SVG pictures) and a 405 for any other method on an API path.
 */
export { handlers, apiHandlers } from '../../mocks/handlers';

/**
 * The store every handler reads and writes, seeded on first use (`getStore`); `resetStore(seed?)`
 * seeds it again (another seed gives other, equally deterministic, data).
 */
export { getStore, resetStore } from '../../mocks/store';
export type { MockStore } from '../../mocks/store';

/** The seed: a fresh store from a seed, the default seed, the store's clock and the demo accounts. */
export { DEFAULT_SEED, DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_EPOCH, seedStore } from '../../mocks/seed';
export type { DemoAccount } from '../../mocks/seed';

/**
 * The scenarios: named, composable presets switched on for the process (`setScenarios('down')`,
 * `setScenarios('flaky:50,slow:200')`) or for one request (the `x-mock-scenario` header or the
 * `?scenario=` query parameter).
 */
export {
  SCENARIOS, SCENARIO_HEADER, SCENARIO_PARAM, clearScenarios, getScenarios, parseScenarios, setScenarios,
} from '../../mocks/scenarios';
export type { ActiveScenarios, ScenarioName } from '../../mocks/scenarios';

/** Replay of recorded answers (`portal-sdk contract --record DIR`) in front of the seeded backend. */
export { FIXTURE_HEADER, fixtureHandlers, withFixtures } from '../../mocks/fixtures';
export type { NamedRecording } from '../../mocks/fixtures';

/**
 * The mock backend as it starts: the store seeded again (from `seed`, the default seed unless
 * given) and no scenario. Call it between tests so that what one test bought, liked or broke is not
 * the next one's starting point.
 */
export function resetMockBackend(seed: number = DEFAULT_SEED_VALUE): void {
  resetStore(seed);
  clearScenarios();
}
