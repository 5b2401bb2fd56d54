/**
 * `encodeURIComponent` throws on lone UTF-16 surrogates (possible in strings from the address bar
 * or a cookie); replacing them with U+FFFD first makes encoding total, so callers never throw.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function safeEncodeURIComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}
