import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import type { FormatStore } from '@portal/sdk/i18n';
import { htmlBody, negotiateEncoding } from '../compression';
import { documentHeaders, sendingHeaders } from './headers';
import type { SendingHeaders } from './headers';
import type { RenderOptions } from './options';
import { pageTrailer } from './page-html';

export interface SendPageOptions {
  readonly element: ReactElement;
  readonly status: number;
  readonly signedIn: boolean;
  /** A streamed page: a search engine gets the complete document at once, people the shell as soon as it is ready. */
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
 * Starts the page's response: its headers, then a body (compression.ts) that goes to the visitor
 * compressed for them and ends with the page's trailer (page-html.ts). `input` takes the document;
 * `done` resolves once the body has ended or the visitor left. The whole HTML goes to `onComplete`
 * unless `failed()` says the render had an error.
 */
export function openPageBody(
  req: IncomingMessage,
  res: ServerResponse,
  options: SendPageOptions,
  formats: FormatStore,
  failed: () => boolean,
): { input: Writable; done: Promise<void> } {
  const { nonce, signal, onComplete } = options;
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const headers = documentHeaders(options.status, options.signedIn);
  res.writeHead(options.status, { ...headers, ...sendingHeaders(options.status, { ...options.sending(), encoding }) });
  const body = htmlBody(encoding, {
    trailer: () => pageTrailer(options.bootstrapModules, formats, nonce),
    ...(onComplete ? { onHtml: (html: string) => !failed() && !signal.aborted && onComplete({ headers, html }) } : {}),
  });
  const done = new Promise<void>((resolve) => {
    body.output.on('end', resolve);
    res.on('close', resolve);
  });
  body.output.pipe(res);
  return { input: body.input, done };
}
