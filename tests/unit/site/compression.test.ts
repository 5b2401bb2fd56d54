import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding, streamingCompressor } from '../../../ui/site/server/compression';

describe('content encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ] as const)('"%s" gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it.each(['br', 'gzip'] as const)('streams %s that decompresses to the page, flushed part by part', async (encoding) => {
    const stream = streamingCompressor(encoding);
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.write('<!DOCTYPE html><html>');
    await new Promise<void>((done) => stream.flush(() => done()));
    expect(chunks.length).toBeGreaterThan(0); // the shell leaves before the end of the page
    stream.end('<body>…</body></html>');
    await new Promise((done) => stream.on('end', done));
    const all = Buffer.concat(chunks);
    const text = (encoding === 'br' ? brotliDecompressSync(all) : gunzipSync(all)).toString();
    expect(text).toBe('<!DOCTYPE html><html><body>…</body></html>');
  });
});
