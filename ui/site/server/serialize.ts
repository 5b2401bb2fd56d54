import { PAYLOAD_GLOBAL } from '../payload';
import type { SitePayload } from '../payload';

/**
 * The payload is written into the page inside an inline script. In HTML a `</script>` or `<!--`
 * in any string (a profile name, a review) would end the script early, and U+2028/U+2029 end
 * lines in older JS parsers; so every character that matters to the HTML tokenizer or to JS line
 * parsing is written as a \u escape, which JS reads back as the same character.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const htmlSafe = (text: string): string => text.replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);

/**
 * A JavaScript expression that evaluates to `value`, safe to embed verbatim in an inline <script>.
 * The JSON goes in as a string for `JSON.parse`, not as an object literal: in a literal a key
 * named "__proto__" would set the object's prototype instead of being data, and V8 parses a large
 * JSON string faster than the same literal.
 */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return `JSON.parse(${htmlSafe(JSON.stringify(json))})`;
}

/** The site payload plus React Router's own hydration global, as one classic inline script. */
export function payloadScript(payload: SitePayload, routerState: unknown): string {
  return (
    `window.${PAYLOAD_GLOBAL}=${serializeForScript(payload)};` +
    `window.__staticRouterHydrationData=${serializeForScript(routerState)};`
  );
}
