import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { isSiteClientBuild } from './build-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File types worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.map']);
/** The precompressed files next to an asset: `<name>.br`, `<name>.gz`, in order of preference. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
/** Smaller than this, compression saves less than a packet: served as is. */
const MIN_BYTES = 512;

/**
 * Writes `x.js.br` (brotli 11) and `x.js.gz` (gzip 9) next to every compressible file of the
 * client build's `assets/`, at build time, so the server never compresses a static file (the
 * first request used to spend brotli 11 on it) and only reads files that exist (static-assets.ts).
 * A compressed copy that is not smaller is not written.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: isSiteClientBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE.has(extname(name)));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const raw = await readFile(path);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzipAsync(raw, { level: 9 }),
          ]);
          await Promise.all([
            br.length < raw.length ? writeFile(`${path}.br`, br) : null,
            gz.length < raw.length ? writeFile(`${path}.gz`, gz) : null,
          ]);
        }),
      );
    },
  };
}
