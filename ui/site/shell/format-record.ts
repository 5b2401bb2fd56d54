import { carryFormats, formatRecordOf } from '@portal/sdk/i18n';
import type { FormatRecord, FormatStore } from '@portal/sdk/i18n';
import { serializeForScript } from '../shared/script-json';

/**
 * The strings the server formatted for a page (numbers, prices, dates, plural forms) travel as a
 * JSON data block after the document, written once every part of the page has rendered (late
 * Suspense boundaries included), so the browser hydrates without building an `Intl` formatter
 * (sdk/i18n/carried.ts). React skips unexpected nodes at the end of <body> when it hydrates.
 */
const RECORD_ID = 'portal-formats';

/**
 * Server: the data block of a page's record, escaped as the page's payload is (shared/script-json.ts:
 * no text can close the element). It carries the page's CSP nonce like every other script element
 * of the page.
 */
export function formatRecordHtml(store: FormatStore, nonce = ''): string {
  if (store.size === 0) return '';
  const json = serializeForScript(formatRecordOf(store));
  return `<script id="${RECORD_ID}" type="application/json"${nonce ? ` nonce="${nonce}"` : ''}>${json}</script>`;
}

/** Browser, before hydration: the server's strings, if the page came with them. */
export function carryServerFormats(): void {
  const text = document.getElementById(RECORD_ID)?.textContent;
  if (!text) return;
  try {
    carryFormats(JSON.parse(text) as FormatRecord);
  } catch {
    // A damaged record only costs the formatters it would have saved.
  }
}
