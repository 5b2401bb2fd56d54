#!/usr/bin/env node
/**
 * `npm run dev`: the same Express app as `npm start`, with Vite in middleware mode (modules on
 * demand, HMR over the same port). Without PORTAL_API_URL the embedded mock API runs in process.
 * Configuration and stopping are `npm start`'s (ui/site/server/config.ts, shutdown.ts).
 */
import http from 'node:http';
import { createServer } from 'vite';
import { ROOT, announceReady, resolveApi } from './site-env.mjs';

const httpServer = http.createServer();
const vite = await createServer({
  root: ROOT,
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const { configOrExit, readStartConfig } = await vite.ssrLoadModule('/ui/site/server/config.ts');
const config = configOrExit('npm run dev', readStartConfig(process.env));
const { apiUrl, mock, close } = await resolveApi((file) => vite.ssrLoadModule(`/${file}`), { apiUrl: config.PORTAL_API_URL, fixtures: config.MOCK_FIXTURES });
const { createDevApp } = await vite.ssrLoadModule('/ui/site/server/dev.ts');
const { createLogger } = await vite.ssrLoadModule('/ui/site/server/logger.ts');
const { stopOnSignals } = await vite.ssrLoadModule('/ui/site/server/shutdown.ts');
const { listeningOrigin } = await vite.ssrLoadModule('/ui/site/server/listen.ts');
// The app is made once the address is known: without PUBLIC_ORIGIN it is the public origin.
const logger = createLogger(config.LOG_LEVEL);
httpServer.listen(config.PORT, config.HOST, () => {
  const origin = listeningOrigin(httpServer, config.HOST);
  const publicOrigin = config.PUBLIC_ORIGIN ?? origin;
  httpServer.on('request', createDevApp({ config, apiUrl, publicOrigin, vite, logger }));
  announceReady(origin, { apiUrl, mock, label: 'Dev site' });
  stopOnSignals(httpServer, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: logger,
    onStopped: async () => {
      await close();
      await vite.close();
    },
  });
});
