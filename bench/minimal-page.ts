import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { negotiateEncoding, streamingCompressor } from '../ui/site/server/compression';
import type { RenderOptions } from '../ui/site/server/render/options';

/** Path of the SSR benchmark's baseline page (bench/site-ssr.mjs), served by bench/minimal-site.mjs only. */
export const BENCH_MINIMAL_PATH = '/__bench/minimal';

type Render = (req: IncomingMessage, res: ServerResponse, options: RenderOptions) => Promise<void>;

/**
 * The cheapest React document the server can send: the same streaming renderer, compression,
 * middleware and headers as a real page, with no data, router or i18n. The SSR benchmark compares
 * the listing against it, to tell the cost of the page from the cost of the stack.
 */
function minimalPage(req: IncomingMessage, res: ServerResponse, nonce: string): Promise<void> {
  const doc = createElement('html', { lang: 'en' },
    createElement('head', null, createElement('meta', { charSet: 'utf-8' }), createElement('title', null, 'Minimal')),
    createElement('body', null, createElement('h1', null, 'Hello')));
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(doc, {
      ...(nonce ? { nonce, bootstrapScriptContent: 'void 0' } : {}),
      onShellReady() {
        const encoding = negotiateEncoding(req.headers['accept-encoding']);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(encoding ? { 'content-encoding': encoding } : {}) });
        const body = encoding ? streamingCompressor(encoding) : new PassThrough();
        body.on('end', resolve);
        body.pipe(res);
        stream.pipe(body);
      },
      onShellError() {
        res.writeHead(500).end();
        resolve();
      },
    });
  });
}

/** The site's renderer with the baseline page in front of it. */
export function withMinimalPage(site: { renderDocument: Render }): { renderDocument: Render } {
  return {
    renderDocument: (req, res, options) =>
      req.url?.split('?', 1)[0] === BENCH_MINIMAL_PATH ? minimalPage(req, res, options.nonce ?? '') : site.renderDocument(req, res, options),
  };
}
