import type { ServerPayload } from '../payload';

/**
 * The payload is written into the page as a JSON data block (`<script type="application/json">`),
 * read by the browser with `JSON.parse(element.textContent)`: never executed (it still carries the
 * page's nonce, as every script element does), and JSON as it is rather than escaped a second
 * time into a JavaScript string (a third smaller, and
 * one serialization pass fewer). In HTML a `</script>` or `<!--` in any string (a profile name, a
 * review) would end the element early: `<`, `>` and `&` can only occur inside JSON strings, where
 * they are written as \u escapes that JSON.parse reads back as the same characters. U+2028/U+2029
 * are escaped too, so the text is also a valid JavaScript literal for any tool that evaluates it.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text of `value`, safe to embed verbatim as the content of a <script> element (the payload, the format record). */
export function serializeForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}

/** The content of the page's payload data block: the site payload and React Router's hydration data. */
export function payloadJson(payload: ServerPayload): string {
  return serializeForScript(payload);
}
