/**
 * What `npm start` and `npm run dev` share: where the site lives, how the embedded mock API is
 * started when no PORTAL_API_URL is given, and the "ready" line. Plain JS (no build step): these
 * scripts are what turns the TypeScript sources into a running server. Their configuration is the
 * server's own (ui/site/server/config.ts, `readStartConfig`).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_DIR = join(ROOT, 'build/site');

/**
 * The API the site talks to: `apiUrl` (PORTAL_API_URL, already validated), or the embedded mock
 * backend started in this process on an ephemeral 127.0.0.1 port (replaying the recordings of
 * `fixtures`, MOCK_FIXTURES, first). `importTs` loads the mock's TypeScript module (tsx in
 * production, Vite's loader in dev).
 */
export async function resolveApi(importTs, { apiUrl, fixtures } = {}) {
  if (apiUrl) return { apiUrl, close: async () => {} };
  const { startMockHttpServer } = await importTs('mocks/http/server.ts');
  const mock = await startMockHttpServer({ port: 0, host: '127.0.0.1', fixtures });
  return { apiUrl: mock.url, mock: true, close: () => mock.close() };
}

/**
 * Prints the address in a fixed form (tests and scripts read it). `origin` is the server's own
 * (`listeningOrigin` of ui/site/server/listen.ts, which the server bundle exports).
 */
export function announceReady(origin, { apiUrl, mock, label }) {
  console.info(`${label} ready: ${origin} (API ${apiUrl}${mock ? ', embedded mock' : ''})`);
}
