import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { BrotliCompress, Gzip } from 'node:zlib';
import { PassThrough, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import Negotiator from 'negotiator';

/**
 * Content encoding of what the site sends (docs/decisions/compression.md). Hashed build assets are
 * compressed at build time (precompress-plugin.ts, served by static-assets.ts), sitemaps once per
 * list (sitemap-routes.ts); HTML is compressed as it streams, batch by batch, so the shell still
 * reaches the browser before the rest of the page. The Accept-Encoding header is read by
 * negotiator (Express's own); the compressors are the platform's zlib.
 */
export type Encoding = 'br' | 'gzip';

const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The best encoding the client accepts (`q=0` refuses one; among equals brotli first), or null for none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const best = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ENCODINGS, { preferred: ENCODINGS });
  return (best as Encoding | undefined) ?? null;
}

/**
 * Brotli quality of HTML compressed per response. A page is compressed on every request, so the
 * level is a CPU price paid each time. On the 68 kB listing, streamed in batches as React writes
 * it: quality 3 gives 9.3 kB for 0.74 ms of CPU, quality 4 8.8 kB for 1.07 ms, quality 5 8.2 kB for
 * 1.37 ms, gzip 6 9.9 kB for 0.86 ms (home: 4.7 kB at quality 3, 4.4 at 4). Half a kilobyte is
 * a few milliseconds on a slow phone's link; a third of the compression's CPU is paid on every page
 * (docs/decisions/compression.md). Hashed build assets are compressed once, at the highest level,
 * at build time.
 */
export const HTML_BROTLI_QUALITY = 3;

/**
 * Brotli window of HTML compressed per response, as a power of two: 2^18 = 256 kB, more than the
 * largest page (the 40-card listing, 68 kB), so no page compresses worse than with the default
 * window (byte for byte the same on home, listing and profile). A streaming compressor does not
 * know its input's length, so left at brotli's default (22, 4 MB) every response's encoder
 * reserved megabytes outside the JS heap. V8 counts that memory towards its collection limits: under
 * the workers' heap cap the listing triggered a full collection every ten pages (41 per 400),
 * and the worker spent half again as much CPU per page (bench/RESULTS.md).
 */
export const HTML_BROTLI_WINDOW_BITS = 18;

/**
 * A compressor for streamed HTML. React calls `flush()` on its destination after each batch it
 * writes (the shell, then each resolved boundary), so the browser gets every part as soon as it is
 * rendered, while the bytes within a batch still compress together.
 */
export function streamingCompressor(encoding: Encoding): Gzip | BrotliCompress {
  return encoding === 'br'
    ? createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: HTML_BROTLI_WINDOW_BITS },
      })
    : createGzip({ level: 6 });
}

export interface HtmlBodyOptions {
  /** Written after everything React wrote, once it has ended the document (server-made data blocks). */
  readonly trailer?: () => string;
  /** Called with the whole HTML (trailer included) once the body has ended (the micro-cache keeps it). */
  readonly onHtml?: (html: string) => void;
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
export function htmlBody(encoding: Encoding | null, { trailer, onHtml }: HtmlBodyOptions = {}): { input: Writable; output: Readable } {
  const output: Gzip | BrotliCompress | PassThrough = encoding ? streamingCompressor(encoding) : new PassThrough();
  const whole: Buffer[] | null = onHtml ? [] : null;
  let pending: Buffer[] = [];
  let flushQueued = false;
  let ended = false;
  const handOver = () => {
    if (pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    whole?.push(batch);
    output.write(batch);
    pending = [];
  };
  const input = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    final(callback) {
      ended = true;
      const tail = trailer?.();
      if (tail) pending.push(Buffer.from(tail));
      handOver();
      output.end();
      if (whole) onHtml?.(Buffer.concat(whole).toString('utf8'));
      callback();
    },
    destroy(error, callback) {
      if (error) output.destroy(error);
      callback(error);
    },
  });
  // React calls this after each batch: pass the batch on and push it through the compressor. When
  // the page is complete (the loaders had every answer: most pages), React ends the body in the
  // same pass, right after its flush; the flush waits for a microtask so that such a page reaches
  // the compressor as one write and its end (one compression job and one write to the socket
  // instead of three of each), while a page still waiting on a boundary sends its shell at once.
  Object.assign(input, {
    flush() {
      if (flushQueued) return;
      flushQueued = true;
      queueMicrotask(() => {
        flushQueued = false;
        if (ended) return;
        handOver();
        if ('flush' in output) output.flush();
      });
    },
  });
  return { input, output };
}
