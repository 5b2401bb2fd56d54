import { DEFAULT_MOCK_PORT, startMockHttpServer } from './server';
import { getScenarios } from '../scenarios';

/**
 * `npm run mock-api`: the mock API on http://127.0.0.1:$PORT (default 4010).
 * MOCK_SCENARIO=flaky,slow switches scenarios on; POST /__mock/reset restores the seed.
 */
const port = Number(process.env.PORT ?? DEFAULT_MOCK_PORT);
const mock = await startMockHttpServer({ port, host: '127.0.0.1' });
const active = [...getScenarios().names];
console.info(`Mock API listening on ${mock.url}${active.length > 0 ? ` (scenarios: ${active.join(', ')})` : ''}`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping the mock API`);
  try {
    await mock.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGTERM', (s) => void stop(s));
process.once('SIGINT', (s) => void stop(s));
