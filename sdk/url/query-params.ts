/**
 * The query-string wire format, without a schema library: what the listing's codec
 * (listing-query.ts) and the schema-driven codec (query-codec.ts) share. Scalars are `key=value`,
 * arrays repeated keys `a=1&a=2` (openapi-fetch's default, `form` exploded); `a[]=1` (PHP style) is
 * read too. Nothing here imports zod, so a page's first load can carry it.
 */

/** The values of one key, empty ones left out: `a=1&a=2`, also `a[]=1`. */
export function queryValues(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(key), ...params.getAll(`${key}[]`)].filter((v) => v !== '');
}

/** `a[]` -> `a`: the key a PHP-style list is read under. */
export const baseKey = (key: string): string => key.replace(/\[\]$/, '');

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A number as written in a URL (`30`, `3e1`, `.5`, ` 7 `), or NaN for anything else (`abc`, `0x1f`, ''). */
export function queryNumber(raw: string | undefined): number {
  return raw !== undefined && NUMERIC.test(raw.trim()) ? Number(raw) : NaN;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

/** String(-0) is '0'; writing '-0' keeps the sign through a round trip. */
export const toQueryText = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : Object.is(value, -0) ? '-0' : String(value);

/**
 * An object as URLSearchParams: keys in alphabetical order (the same object always gives the same
 * URL, whatever order its keys were set in), arrays as repeated keys in their own order, empty
 * values (undefined, null, '', [], NaN) and values `isDefault` names left out.
 */
export function encodeParams(
  obj: Readonly<Record<string, unknown>>,
  isDefault: (key: string, value: unknown) => boolean = () => false,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(obj).sort()) {
    const value = obj[key];
    if (isEmpty(value) || isDefault(key, value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) params.append(key, toQueryText(item));
    } else {
      params.append(key, toQueryText(value));
    }
  }
  return params;
}
