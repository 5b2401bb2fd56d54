import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { SCENARIO_PARAM, setScenarios } from './scenarios';

/**
 * The mock backend in the browser (the site in mock mode, Storybook), through the service worker
 * in public/mockServiceWorker.js. The page's own `?scenario=flaky,slow` switches scenarios on.
 */
export const worker = setupWorker(...handlers);

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
  return worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
}

export { handlers } from './handlers';
export { getStore, resetStore } from './store';
/** For Storybook controls: switch scenarios from a story's args. */
export { clearScenarios, getScenarios, setScenarios as setMockScenarios } from './scenarios';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
