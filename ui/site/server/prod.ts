import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import * as renderer from '../entry-server';
import type { ResolvedAssets } from './render/options';
import { createSiteApp } from './app';
import { collectAssets } from './assets';
import { microCacheFromEnv } from './micro-cache';
import type { GuestPageMicroCache } from './micro-cache';
import type { Manifest } from './assets';
import type { Readiness } from './health';
import type { Logger } from './logger';
import { readBuildId } from '../build/build-id';
import { SITE_CLIENT_ENTRY } from './build-plugin';
import { DEFAULT_SSR_DATA_TIMEOUT_MS, ssrDataTimeoutFromEnv, trustProxyFromEnv } from './config';

export interface ProductionAppOptions {
  readonly apiUrl: string;
  /** The site's public origin (see SiteAppOptions.publicOrigin). */
  readonly publicOrigin: string;
  /** The site build directory (`build/site`), holding client/ and server/. */
  readonly buildDir: string;
  /** Express `trust proxy`; by default from env TRUST_PROXY (see trustProxyFromEnv), else loopback only. */
  readonly trustProxy?: boolean | number | string;
  /** The guest page micro-cache; by default from env SITE_MICRO_CACHE_MS (off when unset). */
  readonly microCache?: GuestPageMicroCache;
  /** Deadline of a page's API calls (ms); by default from env SSR_DATA_TIMEOUT_MS, else 5 s. */
  readonly ssrDataTimeoutMs?: number;
  readonly logger?: Logger;
  readonly readiness?: Readiness;
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
      resolved = { bootstrapModules: [a.entry], modulePreloads: a.modulePreloads, stylesheets: a.stylesheets, idleModules: a.idleModules, moduleUrls: a.moduleUrls };
      memo.set(memoKey, resolved);
    }
    return resolved;
  };
  return createSiteApp({
    apiUrl: options.apiUrl,
    publicOrigin: options.publicOrigin,
    loadRenderer: async () => renderer,
    assets,
    buildId: () => buildId,
    clientDir,
    embedDir: join(options.buildDir, 'embed'),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
    trustProxy: options.trustProxy ?? trustProxyFromEnv(process.env.TRUST_PROXY) ?? 'loopback',
    ...withMicroCache(options.microCache ?? microCacheFromEnv(process.env.SITE_MICRO_CACHE_MS)),
    ssrDataTimeoutMs: options.ssrDataTimeoutMs ?? ssrDataTimeoutFromEnv(process.env.SSR_DATA_TIMEOUT_MS) ?? DEFAULT_SSR_DATA_TIMEOUT_MS,
  });
}

const withMicroCache = (microCache: GuestPageMicroCache | undefined) => (microCache ? { microCache } : {});
