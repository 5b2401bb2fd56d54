import { PAYLOAD_GLOBAL } from '../payload';
import type { SitePayload } from '../payload';

/**
 * The payload is written into the page as a script expression. JSON is valid JavaScript, but
 * inside HTML a `</script>` or `<!--` in any string (a profile name, a review) would end the
 * script early, and U+2028/U+2029 end lines in older JS parsers; so every character that matters
 * to the HTML tokenizer or to JS line parsing is written as a \u escape, which JS reads back as the
 * same character.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that is safe to embed verbatim in an inline <script>. */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}

/** The site payload plus React Router's own hydration global, as one classic inline script. */
export function payloadScript(payload: SitePayload, routerState: unknown): string {
  return (
    `window.${PAYLOAD_GLOBAL}=${serializeForScript(payload)};` +
    `window.__staticRouterHydrationData=${serializeForScript(routerState)};`
  );
}
