import type { Express } from 'express';
import type { ViteDevServer } from 'vite';
import { createSiteApp } from './app';
import type { RenderModule } from './app';
import { SITE_CLIENT_ENTRY } from './build-plugin';
import type { StartConfig } from './config';
import type { Logger } from './logger';

export interface DevAppOptions {
  readonly config: StartConfig;
  readonly apiUrl: string;
  readonly publicOrigin: string;
  readonly vite: ViteDevServer;
  readonly logger: Logger;
}

/**
 * `npm run dev`: the same server with Vite in middleware mode. The render entry is re-loaded through
 * Vite on each request (so edits show on reload) and the browser loads sources as modules with HMR.
 * Stylesheets come in with the modules (CSS modules inject themselves), so dev pages may flash
 * unstyled for a moment; production links them in <head>.
 */
export function createDevApp({ config, apiUrl, publicOrigin, vite, logger }: DevAppOptions): Express {
  return createSiteApp({
    apiUrl,
    publicOrigin,
    loadRenderer: () => vite.ssrLoadModule('/ui/site/entry-server.tsx') as Promise<RenderModule>,
    assets: () => ({ bootstrapModules: ['/@vite/client', `/${SITE_CLIENT_ENTRY}`], modulePreloads: [], stylesheets: [], idleModules: [], moduleUrls: {}, fonts: {} }),
    buildId: () => '',
    devMiddleware: vite.middlewares,
    trustProxy: config.TRUST_PROXY,
    ssrDataTimeoutMs: config.SSR_DATA_TIMEOUT_MS,
    logger,
    serverTiming: true,
  });
}
