/**
 * `npm start`'s server (scripts/start.mjs): builds the site when there is no build or a source is
 * newer than it, then serves the production build on HOST:PORT (127.0.0.1:3000 by default).
 * Without PORTAL_API_URL the embedded mock API runs in this process. Configuration:
 * ui/site/server/config.ts (START_ENV), read before anything else; stopping: the server's own
 * drain (ui/site/server/shutdown.ts).
 */
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { SERVER_BUNDLE, buildSiteIfStale } from './site-build.mjs';
import { BUILD_DIR, ROOT, announceReady, resolveApi } from './site-env.mjs';

const importTs = (file) => tsImport(pathToFileURL(join(ROOT, file)).href, import.meta.url);

/**
 * Starts the site. `renderer` may replace the bundled document renderer (it is given the bundled
 * one): the SSR benchmark adds its baseline page this way (bench/minimal-site.mjs), so nothing of
 * the benchmark is in the build.
 */
export async function startSite({ renderer } = {}) {
  // The production site, whatever the caller's environment says (test runners set NODE_ENV=test):
  // React and the build must both be in production mode, or the server bundle's JSX and React's
  // runtime disagree.
  process.env.NODE_ENV = 'production';
  const { configOrExit, readStartConfig } = await importTs('ui/site/server/config.ts');
  const config = configOrExit('npm start', readStartConfig(process.env));
  if (!config.SKIP_BUILD) {
    try {
      buildSiteIfStale();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  const { apiUrl, mock, close } = await resolveApi(importTs, { apiUrl: config.PORTAL_API_URL, fixtures: config.MOCK_FIXTURES });
  const bundle = await import(pathToFileURL(SERVER_BUNDLE).href);
  const logger = bundle.createLogger(config.LOG_LEVEL);
  const server = http.createServer();
  // The app is made once the address is known: without PUBLIC_ORIGIN it is the public origin.
  server.listen(config.PORT, config.HOST, () => {
    const origin = bundle.listeningOrigin(server, config.HOST);
    const publicOrigin = config.PUBLIC_ORIGIN ?? origin;
    const app = bundle.createProductionApp({
      config, apiUrl, publicOrigin, buildDir: BUILD_DIR, logger, ...(renderer ? { renderer: renderer({ renderDocument: bundle.renderDocument }) } : {}),
    });
    server.on('request', app);
    announceReady(origin, { apiUrl, mock, label: 'Site' });
    bundle.stopOnSignals(server, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, log: logger, onStopped: close });
  });
}
