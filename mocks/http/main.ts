import { DEFAULT_MOCK_PORT, startMockHttpServer } from './server';
import { getScenarios } from '../scenarios';

/**
 * `npm run mock-api`: the mock API on http://127.0.0.1:$PORT (default 4010).
 * MOCK_SCENARIO=flaky,slow switches scenarios on; MOCK_FIXTURES=DIR replays recorded answers
 * (`portal-sdk contract --record DIR`) before the seeded backend; POST /__mock/reset restores the seed.
 */
const port = Number(process.env.PORT ?? DEFAULT_MOCK_PORT);
const fixtures = process.env.MOCK_FIXTURES?.trim() || undefined;
const mock = await startMockHttpServer({ port, host: '127.0.0.1', ...(fixtures ? { fixtures } : {}) });
const active = [...getScenarios().names];
const notes = [active.length > 0 && `scenarios: ${active.join(', ')}`, fixtures && `replaying ${fixtures}`].filter(Boolean);
console.info(`Mock API listening on ${mock.url}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);

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
