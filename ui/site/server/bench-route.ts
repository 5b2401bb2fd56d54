import { PassThrough } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Request, Response } from 'express';
import { negotiateEncoding, streamingCompressor } from './compression';
import { nonceOf } from './security';

/** Path of the baseline page for `npm run bench:site`; registered only with SITE_BENCH=1. */
export const BENCH_MINIMAL_PATH = '/__bench/minimal';

/**
 * The cheapest React document this server can send: the same streaming renderer, compression,
 * middleware and headers as a real page, with no data, router or i18n. The SSR benchmark compares
 * the listing against it, to tell the cost of the page from the cost of the stack.
 */
export function minimalPage(req: Request, res: Response): void {
  const nonce = nonceOf(res);
  const doc = createElement('html', { lang: 'en' },
    createElement('head', null, createElement('meta', { charSet: 'utf-8' }), createElement('title', null, 'Minimal')),
    createElement('body', null, createElement('h1', null, 'Hello')));
  const stream = renderToPipeableStream(doc, {
    ...(nonce ? { nonce, bootstrapScriptContent: 'void 0' } : {}),
    onShellReady() {
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(encoding ? { 'content-encoding': encoding } : {}) });
      const body = encoding ? streamingCompressor(encoding) : new PassThrough();
      body.pipe(res);
      stream.pipe(body);
    },
    onShellError() {
      res.status(500).end();
    },
  });
}
