import { safeEncodeURIComponent } from '../routes/encode';

/**
 * Cookie specs as plain data, plus a serializer and a parser that never throw: the same specs are
 * written by the server (`Set-Cookie`) and by the browser (`document.cookie`), and cookie headers
 * are user input.
 */

export interface CookieSpec {
  readonly name: string;
  readonly value: string;
  /** Seconds; absent means a session cookie, 0 deletes the cookie. */
  readonly maxAge?: number;
  readonly path: '/';
  readonly sameSite: 'Lax';
  readonly secure?: boolean;
  readonly httpOnly?: boolean;
}

export interface CookieOptions {
  /** `Secure` attribute; on by default (browsers accept it on http://localhost too). */
  readonly secure?: boolean;
}

/** RFC 6265 token characters, the only ones a cookie name may have. */
const NAME_INVALID = /[^!#$%&'*+\-.^_`|~0-9A-Za-z]/g;
const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** `Set-Cookie` / `document.cookie` text of a spec. The value is percent-encoded. */
export function serializeCookie(spec: CookieSpec): string {
  const name = String(spec?.name ?? '').replace(NAME_INVALID, '');
  if (!name) return ''; // Nothing sensible to write; '' is a no-op for document.cookie.
  const parts = [`${name}=${safeEncodeURIComponent(String(spec.value ?? ''))}`];
  const maxAge = spec.maxAge;
  if (typeof maxAge === 'number' && Number.isFinite(maxAge)) {
    const seconds = Math.max(0, Math.floor(maxAge));
    parts.push(`Max-Age=${seconds}`);
    // Old user agents ignore Max-Age; an Expires in the past makes deletion reliable everywhere.
    if (seconds === 0) parts.push(`Expires=${EPOCH}`);
  }
  parts.push('Path=/', 'SameSite=Lax');
  if (spec.secure) parts.push('Secure');
  if (spec.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

function decodeValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!unquoted.includes('%')) return unquoted;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted; // Not ours or malformed: keep it as sent rather than fail the request.
  }
}

/**
 * A `Cookie` header (or `document.cookie`) as name → value. The first occurrence of a name wins,
 * as browsers send the most specific path first. The result has no prototype, so a cookie named
 * `__proto__` or `constructor` is only data.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  if (typeof header !== 'string') return out;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || Object.hasOwn(out, name)) continue;
    out[name] = decodeValue(pair.slice(eq + 1).trim());
  }
  return out;
}
