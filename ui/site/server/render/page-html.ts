import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { recordFormatsWith } from '@portal/sdk/i18n';
import type { FormatStore } from '@portal/sdk/i18n';
import { formatRecordHtml } from '../../shell/format-record';

/** The formatted strings of the page being rendered (sdk/i18n/carried.ts), one store per request. */
const formatRecords = new AsyncLocalStorage<FormatStore>();
recordFormatsWith(() => formatRecords.getStore());

/** Runs a render with `formats` as the page's record: the render's work, however React schedules it, runs in this request's store. */
export function recordingFormats<T>(formats: FormatStore, render: () => T): T {
  return formatRecords.run(formats, render);
}

const DOCTYPE = '<!DOCTYPE html>';

/** What React writes for a Suspense boundary it left for the browser to render (its fallback in the server's HTML). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The whole page through React's string renderer, or null when the page needs the stream
 * (stream.ts). The loaders have every answer before the render, so a page normally renders in one
 * pass, and the string renderer does that pass for less CPU than the stream: 0.90 / 0.90 / 0.84 of it on
 * listing, profile and home (bench/RESULTS.md). It does not wait for anything, though: a Suspense
 * boundary that suspends (a lazy part whose chunk this worker has not loaded yet, on its first
 * pages after start) or throws is written as its fallback for the browser to render, and a shell
 * that throws throws here. Such a page is rendered again as a stream, which waits for the part and
 * reports the error; user-written text cannot fake the marker, as React escapes every `<` in it.
 */
export function renderWholePage(element: ReactElement, formats: FormatStore): string | null {
  let html: string;
  try {
    html = recordingFormats(formats, () => renderToString(element));
  } catch {
    return null;
  }
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : DOCTYPE + html;
}

const attribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * What follows the document, written by the server whichever renderer made the page: the entry's
 * module script (async, as React writes a bootstrap module; the browser's parser puts it and the
 * rest at the end of <body>) and the record of the strings the page formatted
 * (shell/format-record.ts). The entry's modulepreload is in <head> (shell/ServerAssets.tsx).
 */
export function pageTrailer(bootstrapModules: readonly string[], formats: FormatStore, nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${attribute(nonce)}"` : '';
  const scripts = bootstrapModules.map((src) => `<script type="module" src="${attribute(src)}"${nonceAttribute} async=""></script>`).join('');
  return scripts + formatRecordHtml(formats, nonce);
}
