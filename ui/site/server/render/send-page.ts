import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormatStore } from '@portal/sdk/i18n';
import { openPageBody } from './page-body';
import type { SendPageOptions } from './page-body';
import { renderWholePage } from './page-html';
import { streamPage } from './stream';

export type { SendPageOptions } from './page-body';

/**
 * Sends the page: rendered whole in one pass when nothing in it waits (page-html.ts), the usual
 * case once a worker has loaded the pages' lazy parts, and written to the body in one piece;
 * streamed otherwise (stream.ts), which waits for what suspended and reports render errors.
 * Resolves once the body has ended or the visitor left.
 */
export function sendPage(req: IncomingMessage, res: ServerResponse, options: SendPageOptions): Promise<void> {
  const formats: FormatStore = new Map();
  const html = renderWholePage(options.element, formats);
  if (html === null) return streamPage(req, res, options);
  const body = openPageBody(req, res, options, formats, () => false);
  body.input.end(html);
  return body.done;
}
