import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { BrotliCompress, Gzip } from 'node:zlib';
import { PassThrough, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';

/**
 * Compression without a dependency (the platform's zlib). Hashed build assets are compressed once,
 * at maximum quality, and kept in memory (they never change); HTML is compressed as it streams,
 * flushed chunk by chunk so the shell still reaches the browser before the rest of the page.
 */
export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`q=0` refuses one), brotli first. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the compressible files of an immutable directory (the build's /assets) compressed, from
 * memory; anything else falls through to the next handler (express.static).
 */
export function compressedAssets(dir: string): RequestHandler {
  const cache = new Map<string, Promise<Buffer | null>>();
  const root = normalize(dir + sep);
  return (req, res, next) => {
    const type = TYPES[extname(req.path)];
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || !encoding) return next();
    const file = normalize(join(root, decodeURIComponent(req.path)));
    if (!file.startsWith(root)) return next();
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (!body) {
      body = stat(file)
        .then((s) => (s.isFile() ? readFile(file) : null))
        .then((raw) =>
          raw === null
            ? null
            : encoding === 'br'
              ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
              : gzipSync(raw, { level: 9 }),
        )
        .catch(() => null);
      cache.set(key, body);
    }
    body.then((buffer) => {
      if (!buffer) return next();
      res.setHeader('content-type', type);
      res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', buffer.length);
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.end(req.method === 'HEAD' ? undefined : buffer);
    }, next);
  };
}

/**
 * A compressor for streamed HTML. React calls `flush()` on its destination after each batch it
 * writes (the shell, then each resolved boundary), so the browser gets every part as soon as it is
 * rendered, while the bytes within a batch still compress together.
 */
export function streamingCompressor(encoding: Encoding): Gzip | BrotliCompress {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

/**
 * The two ends of a streamed HTML body: `input` is what React renders into, `output` what goes to
 * the response (compressed for `encoding`, or as is). React writes a page in many small chunks
 * (a 40-card listing: about fifty) and calls `flush()` on its destination after each batch it
 * completes (the shell, then each resolved boundary). Handing every chunk to zlib costs a
 * compression job apiece, so `input` gathers the chunks of a batch and passes them on at its
 * flush, as one write followed by the compressor's own flush: the browser still gets each batch
 * as soon as React finishes it.
 */
export function htmlBody(encoding: Encoding | null): { input: Writable; output: Readable } {
  const output: Gzip | BrotliCompress | PassThrough = encoding ? streamingCompressor(encoding) : new PassThrough();
  let pending: Buffer[] = [];
  const handOver = () => {
    if (pending.length === 0) return;
    output.write(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const input = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    final(callback) {
      handOver();
      output.end();
      callback();
    },
    destroy(error, callback) {
      if (error) output.destroy(error);
      callback(error);
    },
  });
  // React calls this after each batch: pass the batch on and push it through the compressor.
  Object.assign(input, {
    flush() {
      handOver();
      if ('flush' in output) output.flush();
    },
  });
  return { input, output };
}
