// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { formatted } from '../../../sdk/i18n/carried';
import type { FormatStore } from '../../../sdk/i18n/carried';
import { carryServerFormats, formatRecordHtml } from '../../../ui/site/shell/format-record';

/**
 * The format record's data block (the strings the server formatted for a page) is escaped as the
 * page's payload is: a text that holds `</script>` or a line separator cannot end the element, and
 * the browser reads back exactly what the server wrote.
 */
// A formatter key no other test uses: the carried strings are module state of the SDK.
const FORMATTER = 'test|format-record|';
const HOSTILE = 'Anna </script><script>alert(1)</script> <!-- & > \u2028 line \u2029 paragraph';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the format record data block', () => {
  const store: FormatStore = new Map([[FORMATTER, new Map([['1', HOSTILE]])]]);

  it('cannot be ended early by a formatted text holding </script>, and escapes U+2028/U+2029', () => {
    const html = formatRecordHtml(store, 'n0nce');
    const content = html.replace(/^<script [^>]*>/, '').replace(/<\/script>$/, '');
    expect(content).not.toMatch(/[<>&\u2028\u2029]/);
    expect(content).toContain('\\u2028');
    document.body.innerHTML = `${html}<p id="after">after</p>`;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('nonce')).toBe('n0nce');
    expect(scripts[0]!.textContent).toBe(content);
    expect(document.getElementById('after')?.textContent).toBe('after');
  });

  it('is read back by the browser: the carried text answers the call without formatting again', () => {
    document.body.innerHTML = formatRecordHtml(store);
    carryServerFormats();
    expect(formatted(FORMATTER, '1', () => 'formatted again')).toBe(HOSTILE);
  });

  it('is not written for a page that formatted nothing', () => {
    expect(formatRecordHtml(new Map())).toBe('');
  });
});
