/**
 * JSON written into the page as the content of a data block (`<script type="application/json">`),
 * read back by the browser with `JSON.parse(element.textContent)`. Pure, with no server or browser
 * dependency, so the server's payload (server/serialize.ts) and the shell's format record
 * (shell/format-record.ts, also in the client bundle) share it.
 *
 * In HTML a `</script>` or `<!--` in any string (a profile name, a review) would end the element
 * early: `<`, `>` and `&` can only occur inside JSON strings, where they are written as \u escapes
 * that JSON.parse reads back as the same characters. U+2028/U+2029 are escaped too, so the text is
 * also a valid JavaScript literal for any tool that evaluates it.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text of `value`, safe to embed verbatim as the content of a <script> element. */
export function serializeForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}
