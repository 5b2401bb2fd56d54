import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Metafile, Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { pureSchemasEsbuild } from '../../../sdk/pure-schemas.mjs';

/**
 * Bundle budgets, measured the way an app pays for them: esbuild bundles and minifies an entry
 * from source for the browser, and the gzip size of what loads up front (the entry and the chunks
 * it imports statically) is compared with the budget. Lazily loaded chunks (the catalogs behind
 * createI18n's dynamic imports) are left out; each catalog has its own budget. 1 kB = 1000 bytes.
 *
 * The package's dependencies (zod, openapi-fetch, i18next) and peers stay external: they are
 * shared with the app, and zod alone is larger than a budget. Their cost is printed for reference.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const KB = 1000;
const DEPENDENCIES = ['zod', 'openapi-fetch', 'i18next'];
const PEERS = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'react-i18next'];

/** A module kept out of the measured bundle (imported, not counted), matched by its resolved path. */
const keepOut = (pattern: RegExp): Plugin => ({
  name: 'keep-out',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      const path = join(args.resolveDir, args.path);
      return pattern.test(path) ? { path, external: true } : undefined;
    });
  },
});

/** Lazy chunks an app loads once its calls are answered: the schemas (and zod), not the tolerant reading of a broken answer. */
const AFTER_CALLS = (chunk: string) => !/tolerate/.test(chunk);

/**
 * The gzip size of what loads up front from `entry` (a file of the repo), or from `source` (a
 * module importing the entries, as an app's code would) when given; with `lazy`, the lazy chunks
 * it accepts too (by their entry point).
 */
async function upFrontGzip(
  entry: string,
  external: string[],
  plugins: Plugin[] = [],
  source?: string,
  lazy: (chunk: string) => boolean = () => false,
): Promise<number> {
  const result = await build({
    ...(source
      ? { stdin: { contents: source, resolveDir: root, sourcefile: entry, loader: 'ts' as const } }
      : { entryPoints: [`${root}${entry}`] }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    outdir: '/virtual',
    write: false,
    metafile: true,
    charset: 'utf8',
    external,
    // As the package is built (sdk/tsup.config.ts): unused schemas can be dropped.
    plugins: [pureSchemasEsbuild(), ...plugins],
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  // Lazy chunks have an entryPoint too (the module they hold): find the one of the entry itself.
  const entryOut = Object.keys(outputs).find((path) => outputs[path]?.entryPoint?.endsWith(entry));
  const files = new Map(result.outputFiles.map((f) => [basename(f.path), f.contents]));
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.external) continue;
      const loaded = imported.kind === 'import-statement' || (imported.kind === 'dynamic-import' && lazy(outputs[imported.path]?.entryPoint ?? ''));
      if (loaded) visit(imported.path);
    }
  };
  if (!entryOut) throw new Error(`no output for ${entry}`);
  visit(entryOut);
  let size = 0;
  for (const path of seen) size += gzipSync(files.get(basename(path)) ?? new Uint8Array(), { level: 9 }).length;
  return size;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const locales = readdirSync(`${root}sdk/i18n/locales`).filter((f) => /^[a-z]{2}\.ts$/.test(f)).map((f) => f.slice(0, 2));

/**
 * What an app pays for the SDK, its dependencies (zod/mini, openapi-fetch) included: the
 * app's code imports a client and makes one, the bundle is measured as above, up front (zod and the
 * schemas load on the first call) and once its calls are answered (the tolerant reading of a broken
 * answer is left out: it loads the first time one fails).
 */
describe("a consumer's bundle, dependencies included (gzip)", () => {
  const WHOLE = `
      import { createPortalClient } from './sdk/entries/index';
      export const client = createPortalClient({ baseUrl: 'https://api.example' });`;
  const LISTING = `
      import { createListingClient } from './sdk/entries/listing';
      export const client = createListingClient({ baseUrl: 'https://api.example' });`;

  it.each([
    { client: 'createPortalClient', file: 'app-whole.ts', app: WHOLE, upFrontKb: 15, afterCallsKb: 40 },
    { client: 'createListingClient', file: 'app-listing.ts', app: LISTING, upFrontKb: 10, afterCallsKb: 25 },
  ])('with $client: ≤ $upFrontKb kB up front, ≤ $afterCallsKb kB after its calls', async ({ client, file, app, upFrontKb, afterCallsKb }) => {
    const upFront = await upFrontGzip(file, PEERS, [], app);
    const afterCalls = await upFrontGzip(file, PEERS, [], app, AFTER_CALLS);
    console.info(`app with ${client}: ${kb(upFront)} up front, ${kb(afterCalls)} after its calls`);
    expect(upFront).toBeLessThanOrEqual(upFrontKb * KB);
    expect(afterCalls).toBeLessThanOrEqual(afterCallsKb * KB);
  });
});

describe('bundle budgets (gzip)', () => {
  // 13.3 kB with classic zod's method chains (no schema could be dropped); 9.5 with zod/mini and
  // schemas marked pure (sdk/pure-schemas.mjs).
  it('listing entry (the client; its schema loads on the first call) ≤ 12 kB', async () => {
    const size = await upFrontGzip('sdk/entries/listing.ts', [...DEPENDENCIES, ...PEERS]);
    const withDeps = await upFrontGzip('sdk/entries/listing.ts', PEERS);
    console.info(`listing: ${kb(size)} (with zod and openapi-fetch bundled: ${kb(withDeps)})`);
    expect(size).toBeLessThanOrEqual(12 * KB);
  });

  it('root entry ≤ 40 kB', async () => {
    const size = await upFrontGzip('sdk/entries/index.ts', [...DEPENDENCIES, ...PEERS]);
    const withDeps = await upFrontGzip('sdk/entries/index.ts', PEERS);
    console.info(`root: ${kb(size)} (with dependencies bundled: ${kb(withDeps)})`);
    expect(size).toBeLessThanOrEqual(40 * KB);
  });

  it('queries entry (query keys and options, no React) ≤ 3 kB', async () => {
    const size = await upFrontGzip('sdk/entries/queries.ts', [...DEPENDENCIES, ...PEERS]);
    console.info(`queries: ${kb(size)}`);
    expect(size).toBeLessThanOrEqual(3 * KB);
  });

  it('i18n entry (the i18next runtime, catalogs loaded lazily) ≤ 5 kB', async () => {
    const size = await upFrontGzip('sdk/entries/i18n.ts', [...DEPENDENCIES, ...PEERS]);
    console.info(`i18n: ${kb(size)}`);
    expect(size).toBeLessThanOrEqual(5 * KB);
  });

  it('react entry, for reference', async () => {
    const size = await upFrontGzip('sdk/entries/react.ts', [...DEPENDENCIES, ...PEERS]);
    console.info(`react: ${kb(size)}`);
    expect(size).toBeGreaterThan(0);
  });

  // The catalog module as shipped: the constants it quotes (§8 texts, the site name) live in the
  // shared constants chunk the app has loaded already, so they are not counted here.
  // 8.1 kB: the main catalog's cap (tests/unit/i18n/catalogs.test.ts says why).
  it.each(locales)('catalog %s ≤ 8.1 kB', async (locale) => {
    const size = await upFrontGzip(`sdk/i18n/locales/${locale}.ts`, [...DEPENDENCIES, ...PEERS], [keepOut(/schemas\/constants$/)]);
    console.info(`catalog ${locale}: ${kb(size)}`);
    expect(size).toBeLessThanOrEqual(8.1 * KB);
  });
});
