import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { BrotliCompress, Gzip } from 'node:zlib';
import { PassThrough, Writable } from 'node:stream';
import type { Readable } from 'node:stream';

/**
 * Compression without a dependency (the platform's zlib). Hashed build assets are compressed at
 * build time (precompress-plugin.ts, served by static-assets.ts); HTML is compressed as it streams,
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

/**
 * Brotli quality of HTML compressed per response. A page is compressed on every request, so the
 * level is a CPU price paid each time: on the 107 kB listing, quality 4 costs about two thirds of
 * quality 5 and is still smaller than gzip 6 (11.5 / 10.7 / 12.8 kB; bench/RESULTS.md, issue 19).
 * Hashed build assets are compressed once, at the highest level, at build time.
 */
export const HTML_BROTLI_QUALITY = 4;

/**
 * A compressor for streamed HTML. React calls `flush()` on its destination after each batch it
 * writes (the shell, then each resolved boundary), so the browser gets every part as soon as it is
 * rendered, while the bytes within a batch still compress together.
 */
export function streamingCompressor(encoding: Encoding): Gzip | BrotliCompress {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } })
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
