import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { HTML_BROTLI_WINDOW_BITS, htmlBody, negotiateEncoding, streamingCompressor } from '../../../ui/site/server/compression';

describe('content encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.5', 'gzip'],
    ['deflate', null],
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

  /** The window a brotli stream declares in its first bits (RFC 7932, 9.1), as a power of two. */
  const declaredWindowBits = (first: number) => ((first & 1) === 0 ? 16 : 17 + ((first >> 1) & 7));

  it('brotli declares a page-sized window, not the 4 MB default, and pages larger than it still arrive whole', async () => {
    const stream = streamingCompressor('br');
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const card = (i: number) => `<li><a href="/escort/profile-${i}"><img alt="Profile ${i}" src="/media/${i}.webp"></a></li>`;
    const page = `<!DOCTYPE html><ul>${Array.from({ length: 6000 }, (_, i) => card(i)).join('')}</ul>`;
    stream.end(page);
    await new Promise((done) => stream.on('end', done));
    const all = Buffer.concat(chunks);
    expect(Buffer.byteLength(page)).toBeGreaterThan(2 ** HTML_BROTLI_WINDOW_BITS);
    expect(declaredWindowBits(all[0]!)).toBe(HTML_BROTLI_WINDOW_BITS);
    expect(declaredWindowBits(brotliCompressSync('x'.repeat(10), { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 22 } })[0]!)).toBe(22);
    expect(brotliDecompressSync(all).toString()).toBe(page);
  });
});

describe('htmlBody (React renders into input, output goes to the response)', () => {
  const collect = (output: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    output.on('data', (c: Buffer) => chunks.push(c));
    return chunks;
  };

  it('passes a batch on only when React flushes it, and the whole page at the end', async () => {
    const { input, output } = htmlBody('gzip');
    const chunks = collect(output);
    const ended = new Promise((resolve) => output.on('end', resolve));
    input.write(Buffer.from('<html><body>'));
    input.write(Buffer.from('<h1>shell</h1>'));
    await new Promise((r) => setImmediate(r));
    expect(chunks.length).toBe(0);
    (input as unknown as { flush(): void }).flush();
    // The flushed shell decompresses on its own, before the rest of the page exists.
    const soFar = () => gunzipSync(Buffer.concat(chunks), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString();
    await vi.waitFor(() => expect(soFar()).toBe('<html><body><h1>shell</h1>'));
    input.write(Buffer.from('<p>rest</p></body></html>'));
    input.end();
    await ended;
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe('<html><body><h1>shell</h1><p>rest</p></body></html>');
  });

  it('a page ended in the pass that flushed it goes out whole, in one piece, not as a flush and an end', async () => {
    const { input, output } = htmlBody('br', { trailer: () => '<script>record</script>' });
    const chunks = collect(output);
    const ended = new Promise((resolve) => output.on('end', resolve));
    // As React writes a page whose loaders had every answer: the batch, its flush, the end at once.
    input.write(Buffer.from('<html><body><h1>shell</h1><p>rest</p></body></html>'));
    (input as unknown as { flush(): void }).flush();
    input.end();
    await ended;
    expect(chunks).toHaveLength(1);
    expect(brotliDecompressSync(chunks[0]!).toString()).toBe('<html><body><h1>shell</h1><p>rest</p></body></html><script>record</script>');
  });

  it('without an encoding passes the bytes as they are', async () => {
    const { input, output } = htmlBody(null);
    const chunks = collect(output);
    const ended = new Promise((resolve) => output.on('end', resolve));
    input.write(Buffer.from('<p>é</p>'));
    input.end();
    await ended;
    expect(Buffer.concat(chunks).toString()).toBe('<p>é</p>');
  });

  it('writes the trailer after the document and hands the whole page, trailer included, to onHtml', async () => {
    let kept = '';
    const { input, output } = htmlBody('br', { trailer: () => '<script>record</script>', onHtml: (html) => (kept = html) });
    const chunks = collect(output);
    const ended = new Promise((resolve) => output.on('end', resolve));
    input.write(new TextEncoder().encode('<p>é'));
    (input as unknown as { flush(): void }).flush();
    input.write('ü</p>');
    input.end();
    await ended;
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe('<p>éü</p><script>record</script>');
    expect(kept).toBe('<p>éü</p><script>record</script>');
  });
});
