#!/usr/bin/env node
/**
 * `npm run dev`: the same Express app as `npm start`, with Vite in middleware mode (modules on
 * demand, HMR over the same port). Without PORTAL_API_URL the embedded mock API runs in process.
 */
import http from 'node:http';
import { createServer } from 'vite';
import { ROOT, announce, listenOptions, publicOrigin, resolveApi } from './site-env.mjs';

const { host, port } = listenOptions();
const httpServer = http.createServer();
const vite = await createServer({
  root: ROOT,
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const { apiUrl, mock, close } = await resolveApi((file) => vite.ssrLoadModule(`/${file}`));
const { createDevApp } = await vite.ssrLoadModule('/ui/site/server/dev.ts');
// The app is made once the address is known: without PUBLIC_ORIGIN it is the public origin.
httpServer.listen(port, host, () => {
  httpServer.on('request', createDevApp({ apiUrl, publicOrigin: publicOrigin(httpServer, host), vite }));
  announce(httpServer, { host, apiUrl, mock, label: 'Dev site', onClose: async () => { await close(); await vite.close(); } });
});
