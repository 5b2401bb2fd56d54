import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import * as renderer from '../entry-server';
import type { ResolvedAssets } from '../entry-server';
import { createSiteApp } from './app';
import { collectAssets } from './assets';
import { microCacheFromEnv } from './micro-cache';
import type { GuestPageMicroCache } from './micro-cache';
import type { Manifest } from './assets';
import { readBuildId } from '../build/build-id';
import { SITE_CLIENT_ENTRY } from './build-plugin';

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
}

/** TRUST_PROXY=true|false|<hop count>|<addresses/subnets>, e.g. "loopback, 10.0.0.0/8". */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
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
      resolved = { bootstrapModules: [a.entry], modulePreloads: a.modulePreloads, stylesheets: a.stylesheets, idleModules: a.idleModules };
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
    trustProxy: options.trustProxy ?? trustProxyFromEnv(process.env.TRUST_PROXY) ?? 'loopback',
    ...withMicroCache(options.microCache ?? microCacheFromEnv(process.env.SITE_MICRO_CACHE_MS)),
  });
}

const withMicroCache = (microCache: GuestPageMicroCache | undefined) => (microCache ? { microCache } : {});
