#!/usr/bin/env node
/**
 * `npm start`: builds the site when there is no build or a source is newer than it, then serves
 * the production build on HOST:PORT (127.0.0.1:3000 by default). Without PORTAL_API_URL the
 * embedded mock API runs in this process.
 */
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, buildSiteIfStale } from './site-build.mjs';
import { BUILD_DIR, ROOT, announce, listenOptions, publicOrigin, resolveApi } from './site-env.mjs';

// The production site, whatever the caller's environment says (test runners set NODE_ENV=test):
// React and the build must both be in production mode, or the server bundle's JSX and React's
// runtime disagree.
process.env.NODE_ENV = 'production';

if (process.env.SKIP_BUILD !== '1') {
  try {
    buildSiteIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { host, port } = listenOptions();
const { apiUrl, mock, close } = await resolveApi(async (file) => {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(join(ROOT, file)).href, import.meta.url);
});
const { createProductionApp } = await import(pathToFileURL(SERVER_BUNDLE).href);
// The app is made once the address is known: without PUBLIC_ORIGIN it is the public origin.
const server = http.createServer();
server.listen(port, host, () => {
  server.on('request', createProductionApp({ apiUrl, publicOrigin: publicOrigin(server, host), buildDir: BUILD_DIR }));
  announce(server, { host, apiUrl, mock, label: 'Site', onClose: close });
});
