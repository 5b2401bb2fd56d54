import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { HTTP } from '@portal/sdk';
import { recordFormatsWith } from '@portal/sdk/i18n';
import type { FormatStore } from '@portal/sdk/i18n';
import { formatRecordHtml } from '../../shell/format-record';
import { htmlBody, negotiateEncoding } from '../compression';
import type { RenderOptions } from './options';
import { documentHeaders, sendingHeaders } from './headers';
import type { SendingHeaders } from './headers';

/** The formatted strings of the page being rendered (sdk/i18n/carried.ts), one store per request. */
const formatRecords = new AsyncLocalStorage<FormatStore>();
recordFormatsWith(() => formatRecords.getStore());

export interface StreamPageOptions {
  readonly element: ReactElement;
  readonly status: number;
  readonly signedIn: boolean;
  /** A search engine gets the complete document at once; people get the shell as soon as it is ready. */
  readonly isBot: boolean;
  readonly bootstrapModules: readonly string[];
  readonly nonce: string;
  /** The visitor left: the render stops and nothing is kept. */
  readonly signal: AbortSignal;
  readonly log: RenderOptions['log'];
  /** Headers of this response besides the page's own (micro-cache verdict, timings, Retry-After). */
  readonly sending: () => Omit<SendingHeaders, 'encoding'>;
  /** Called with the page's headers and whole HTML once it was sent in full (for the micro-cache). */
  readonly onComplete?: (page: { headers: Record<string, string>; html: string }) => void;
}

/**
 * Streams the page: React renders into the HTML body (batched and compressed for the client,
 * compression.ts), and the record of the strings the page formatted follows the document
 * (shell/format-record.ts). A shell that fails to render answers 500; a later error is logged.
 * Resolves once the body has ended or the visitor left.
 */
export function streamPage(req: IncomingMessage, res: ServerResponse, options: StreamPageOptions): Promise<void> {
  const { nonce, signal } = options;
  const formats: FormatStore = new Map();
  let renderFailed = false;
  return new Promise<void>((resolve) => {
    // What this page formats is recorded for the browser: the render's work, however React
    // schedules it, runs in this request's store.
    const stream = formatRecords.run(formats, () =>
      renderToPipeableStream(options.element, {
        bootstrapModules: [...options.bootstrapModules],
        ...(nonce ? { nonce } : {}),
        // Every boundary that finished with the shell is written in place. React 19.2 otherwise moves a
        // finished boundary over 500 bytes past the first 12.8 kB into a hidden element revealed by an
        // inline script a frame (or more) later: the listing's filter panel (its own Suspense boundary,
        // hydrated lazily) then showed a frame of its fallback. The loaders have every answer before
        // the render, so there is nothing to stream progressively.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [options.isBot ? 'onAllReady' : 'onShellReady']() {
          const encoding = negotiateEncoding(req.headers['accept-encoding']);
          const headers = documentHeaders(options.status, options.signedIn);
          res.writeHead(options.status, { ...headers, ...sendingHeaders(options.status, { ...options.sending(), encoding }) });
          const onComplete = options.onComplete;
          const body = htmlBody(encoding, {
            trailer: () => formatRecordHtml(formats, nonce),
            ...(onComplete ? { onHtml: (html: string) => !renderFailed && !signal.aborted && onComplete({ headers, html }) } : {}),
          });
          body.output.on('end', resolve);
          body.output.pipe(res);
          stream.pipe(body.input);
        },
        onShellError(error) {
          renderFailed = true;
          options.log.error({ err: error }, 'ssr shell error');
          res.writeHead(HTTP.serverError, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Internal Server Error');
          resolve();
        },
        onError(error) {
          renderFailed = true;
          if (!signal.aborted) options.log.error({ err: error }, 'ssr render error');
        },
      }),
    );
    signal.addEventListener('abort', () => {
      stream.abort();
      resolve();
    });
  });
}
