import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, UserConfig } from 'vite';

/** Where the client build is written and which file is its entry (vite.config.ts and the server agree on these). */
export const SITE_CLIENT_ENTRY = 'ui/site/entry-client.tsx';
/** The app the client entry imports once the server HTML has painted (hydration): the shell chunk starts from it. */
export const SITE_APP_MODULE = 'ui/site/hydrate.tsx';
export const SITE_SERVER_ENTRY = 'ui/site/server/prod.ts';
/** `npm run serve`'s entry (build/site/server/serve.js). */
export const SITE_SERVE_ENTRY = 'ui/site/server/serve.ts';
export const SITE_BUILD_DIR = 'build/site';

/** The id of a build: a digest of its output file names, which carry content hashes. */
export function buildIdOf(fileNames: readonly string[]): string {
  const digest = createHash('sha256').update([...fileNames].sort().join('\n')).digest('base64url');
  return digest.slice(0, 12);
}

function inputsOf(input: unknown): string[] {
  if (typeof input === 'string') return [input];
  if (Array.isArray(input)) return input.map(String);
  if (input && typeof input === 'object') return Object.values(input).map(String);
  return [];
}

/** Whether a Vite run is the site's own client build (not Storybook's, not the SSR build). */
export function isSiteClientBuild(config: UserConfig | ResolvedConfig, env: { command: string; isSsrBuild?: boolean }): boolean {
  if (env.command !== 'build' || env.isSsrBuild) return false;
  const input = config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input;
  return inputsOf(input).some((i) => i.endsWith(SITE_CLIENT_ENTRY));
}

/**
 * Writes `builds/latest.json` and `builds/meta/<id>.json` into the client build, so open tabs can
 * notice a deploy (§7). Applies only to the site's own client build, not to Storybook or the SSR
 * build that share this Vite config. `release`: the SDK's RELEASE_TAG, passed by vite.config.ts
 * (a Vite config is loaded by Node before any path alias applies, and the package's entries are
 * its build: the config reads the constant from its source instead).
 */
export function buildInfoPlugin({ release }: { release: string }): Plugin {
  return {
    name: 'portal:build-info',
    apply: isSiteClientBuild,
    generateBundle(_options, bundle) {
      const id = buildIdOf(Object.keys(bundle));
      const timestamp = Date.now();
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id, timestamp }) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({ id, timestamp, release }),
      });
    },
  };
}

/** MSW's service worker (public/, for Storybook and the browser mock): never part of the production site. */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/**
 * Removes the mock service worker that Vite copies from public/ into the site's client build, so
 * the production server can never serve it.
 */
export function withoutMockWorker(): Plugin {
  let outDir = '';
  return {
    name: 'portal:without-mock-worker',
    apply: isSiteClientBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      rmSync(join(outDir, MOCK_WORKER_FILE), { force: true });
    },
  };
}
