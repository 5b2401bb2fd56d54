import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import * as renderer from '../entry-server';
import type { ResolvedAssets } from './render/options';
import { createSiteApp } from './app';
import type { RenderModule } from './app';
import { collectAssets } from './assets';
import { GuestPageMicroCache } from './micro-cache';
import type { Manifest } from './assets';
import type { Readiness } from './health';
import type { Logger } from './logger';
import { readBuildId } from '../build/build-id';
import { SITE_CLIENT_ENTRY } from './build-plugin';
import type { ServingConfig } from './config';

export interface ProductionAppOptions {
  /** The serving settings of `npm run serve` or `npm start` (config.ts). */
  readonly config: ServingConfig;
  /** The API host (PORTAL_API_URL, or `npm start`'s embedded mock). */
  readonly apiUrl: string;
  /** The site's public origin (see SiteAppOptions.publicOrigin). */
  readonly publicOrigin: string;
  /** The site build directory (`build/site`), holding client/ and server/. */
  readonly buildDir: string;
  readonly logger?: Logger;
  readonly readiness?: Readiness;
  /** The document renderer; by default the one bundled here (entry-server.tsx). */
  readonly renderer?: RenderModule;
}

/**
 * The production server (entry of `vite build --ssr`): the render entry is bundled in, the client
 * build's manifest and build id are read once at start.
 */
export function createProductionApp(options: ProductionAppOptions): Express {
  const clientDir = join(options.buildDir, 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const buildId = readBuildId(JSON.parse(readFileSync(join(clientDir, 'builds/latest.json'), 'utf8'))) ?? '';
  const memo = new Map<string, ResolvedAssets>();
  const assets = (keys: readonly string[]): ResolvedAssets => {
    const memoKey = keys.join('|');
    let resolved = memo.get(memoKey);
    if (!resolved) {
      const a = collectAssets(manifest, SITE_CLIENT_ENTRY, keys);
      resolved = { bootstrapModules: [a.entry], modulePreloads: a.modulePreloads, stylesheets: a.stylesheets, idleModules: a.idleModules, moduleUrls: a.moduleUrls, fonts: a.fonts };
      memo.set(memoKey, resolved);
    }
    return resolved;
  };
  return createSiteApp({
    apiUrl: options.apiUrl,
    publicOrigin: options.publicOrigin,
    loadRenderer: async () => options.renderer ?? renderer,
    assets,
    buildId: () => buildId,
    clientDir,
    embedDir: join(options.buildDir, 'embed'),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
    trustProxy: options.config.TRUST_PROXY,
    ...(options.config.SITE_MICRO_CACHE_MS > 0 ? { microCache: new GuestPageMicroCache(options.config.SITE_MICRO_CACHE_MS) } : {}),
    ssrDataTimeoutMs: options.config.SSR_DATA_TIMEOUT_MS,
  });
}

// What `npm start` (scripts/site-start.mjs) takes from the server build besides the app.
export { renderDocument } from '../entry-server';
export { createLogger } from './logger';
export { listeningOrigin } from './listen';
export { stopOnSignals } from './shutdown';
