/**
 * What `npm start` and `npm run dev` share: where the site lives, which host and port to use, and
 * how the embedded mock API is started when no PORTAL_API_URL is given. Plain JS (no build step):
 * these scripts are what turns the TypeScript sources into a running server.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_DIR = join(ROOT, 'build/site');

export function listenOptions() {
  const host = process.env.HOST || '127.0.0.1';
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return { host, port };
}

/**
 * The API the site talks to: PORTAL_API_URL, or the embedded mock backend started in this process
 * on an ephemeral 127.0.0.1 port (replaying the recordings of MOCK_FIXTURES=DIR first, when set). `importTs` loads the mock's TypeScript module (tsx in
 * production, Vite's loader in dev).
 */
export async function resolveApi(importTs) {
  const configured = process.env.PORTAL_API_URL?.trim();
  if (configured) {
    new URL(configured); // Fail early on a typo rather than on the first request.
    return { apiUrl: configured.replace(/\/+$/, ''), close: async () => {} };
  }
  const { startMockHttpServer } = await importTs('mocks/http/server.ts');
  const fixtures = process.env.MOCK_FIXTURES?.trim() || undefined;
  const mock = await startMockHttpServer({ port: 0, host: '127.0.0.1', fixtures });
  const apiUrl = mock.url ?? mock.origin ?? `http://127.0.0.1:${mock.port}`;
  return { apiUrl, mock: true, close: async () => mock.close?.() };
}

/** The address a listening server answers on, as an origin (`http://127.0.0.1:3000`). */
export function listeningOrigin(server, host) {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The site's public origin: PUBLIC_ORIGIN, else (a local run, e.g. on the embedded mock) the
 * address the server listens on. Never a request's Host header.
 */
export function publicOrigin(server, host) {
  const configured = process.env.PUBLIC_ORIGIN?.trim();
  return configured ? new URL(configured).origin : listeningOrigin(server, host);
}

/** Prints the address in a fixed form (tests and scripts read it), then closes cleanly on signals. */
export function announce(server, { host, apiUrl, mock, label, onClose }) {
  console.info(`${label} ready: ${listeningOrigin(server, host)} (API ${apiUrl}${mock ? ', embedded mock' : ''})`);
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close(() => void Promise.resolve(onClose?.()).finally(() => process.exit(0)));
    // Keep-alive sockets would hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 3000).unref();
    server.closeAllConnections?.();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
