import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { SCENARIO_PARAM, setScenarios } from './scenarios';

/**
 * The mock backend in the browser (the site in mock mode, Storybook), through the service worker
 * in public/mockServiceWorker.js. The page's own `?scenario=flaky,slow` switches scenarios on.
 * Storybook's msw addon brings its own worker and only needs `handlers`; the worker here is made
 * on first use so importing this module registers nothing.
 */
let worker: SetupWorker | null = null;

export function getMockWorker(): SetupWorker {
  worker ??= setupWorker(...handlers);
  return worker;
}

export interface StartMockWorkerOptions {
  /** Scenarios to switch on; defaults to the page's ?scenario= parameter. */
  scenarios?: string | readonly string[];
  quiet?: boolean;
  serviceWorkerUrl?: string;
}

export async function startMockWorker(options: StartMockWorkerOptions = {}) {
  const fromPage = new URLSearchParams(window.location.search).getAll(SCENARIO_PARAM);
  const spec = options.scenarios ?? fromPage;
  if (spec.length > 0) setScenarios(spec);
  return getMockWorker().start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
}

export { handlers } from './handlers';
export { getStore, resetStore } from './store';
/** For Storybook controls: switch scenarios from a story's args. */
export { clearScenarios, getScenarios, SCENARIOS, setScenarios as setMockScenarios } from './scenarios';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
