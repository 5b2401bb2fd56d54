#!/usr/bin/env node
/**
 * `npm start`: builds the site when there is no build or a source is newer than it, then serves
 * the production build on HOST:PORT (127.0.0.1:3000 by default). Without PORTAL_API_URL the
 * embedded mock API runs in this process.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, buildSiteIfStale } from './site-build.mjs';
import { BUILD_DIR, ROOT, announce, listenOptions, resolveApi } from './site-env.mjs';

// The production site, whatever the caller's environment says (test runners set NODE_ENV=test):
// React and the build must both be in production mode, or the server bundle's JSX and React's
// runtime disagree.
process.env.NODE_ENV = 'production';

if (process.env.SKIP_BUILD !== '1') buildSiteIfStale();

const { host, port } = listenOptions();
const { apiUrl, mock, close } = await resolveApi(async (file) => {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(join(ROOT, file)).href, import.meta.url);
});
const { createProductionApp } = await import(pathToFileURL(SERVER_BUNDLE).href);
const app = createProductionApp({ apiUrl, publicOrigin: process.env.PUBLIC_ORIGIN || undefined, buildDir: BUILD_DIR });
const server = app.listen(port, host, () => announce(server, { host, apiUrl, mock, label: 'Site', onClose: close }));
