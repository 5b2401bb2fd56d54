import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderToPipeableStream } from 'react-dom/server';
import { HTTP } from '@portal/sdk';
import type { FormatStore } from '@portal/sdk/i18n';
import { openPageBody } from './page-body';
import type { SendPageOptions } from './page-body';
import { recordingFormats } from './page-html';

/**
 * Streams the page (for a page the string renderer could not finish, send-page.ts): React renders
 * into the HTML body (batched and compressed for the client, compression.ts), waiting for the
 * boundaries that suspended, and the page's trailer follows the document (page-html.ts). A shell
 * that fails to render answers 500; a later error is logged. Resolves once the body has ended or
 * the visitor left.
 */
export function streamPage(req: IncomingMessage, res: ServerResponse, options: SendPageOptions): Promise<void> {
  const { nonce, signal } = options;
  const formats: FormatStore = new Map();
  let renderFailed = false;
  return new Promise<void>((resolve) => {
    const stream = recordingFormats(formats, () =>
      renderToPipeableStream(options.element, {
        // The entry's script is in the trailer and its modulepreload in <head>, as on a page rendered whole.
        ...(nonce ? { nonce } : {}),
        // Every boundary that finished with the shell is written in place. React 19.2 otherwise moves a
        // finished boundary over 500 bytes past the first 12.8 kB into a hidden element revealed by an
        // inline script a frame (or more) later: the listing's filter panel (its own Suspense boundary,
        // hydrated lazily) then showed a frame of its fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [options.isBot ? 'onAllReady' : 'onShellReady']() {
          const body = openPageBody(req, res, options, formats, () => renderFailed);
          void body.done.then(resolve);
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
