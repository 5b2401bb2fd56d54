import type { Express } from 'express';
import type { ViteDevServer } from 'vite';
import { createSiteApp } from './app';
import type { RenderModule } from './app';
import { SITE_CLIENT_ENTRY } from './build-plugin';
import { ssrDataTimeoutFromEnv } from './config';

const withTimeout = (ms: number | undefined) => (ms ? { ssrDataTimeoutMs: ms } : {});

export interface DevAppOptions {
  readonly apiUrl: string;
  readonly publicOrigin: string;
  readonly vite: ViteDevServer;
}

/**
 * `npm run dev`: the same server with Vite in middleware mode. The render entry is re-loaded through
 * Vite on each request (so edits show on reload) and the browser loads sources as modules with HMR.
 * Stylesheets come in with the modules (CSS modules inject themselves), so dev pages may flash
 * unstyled for a moment; production links them in <head>.
 */
export function createDevApp({ apiUrl, publicOrigin, vite }: DevAppOptions): Express {
  return createSiteApp({
    apiUrl,
    publicOrigin,
    loadRenderer: () => vite.ssrLoadModule('/ui/site/entry-server.tsx') as Promise<RenderModule>,
    assets: () => ({ bootstrapModules: ['/@vite/client', `/${SITE_CLIENT_ENTRY}`], modulePreloads: [], stylesheets: [], idleModules: [], moduleUrls: {} }),
    buildId: () => '',
    devMiddleware: vite.middlewares,
    ...withTimeout(ssrDataTimeoutFromEnv(process.env.SSR_DATA_TIMEOUT_MS)),
    serverTiming: true,
  });
}
