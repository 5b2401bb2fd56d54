/**
 * Which requests the site passes on to the API host, and how their URL is rewritten. Pure, so the
 * rules are unit-tested without a socket.
 *
 * - `/api` and `/media` (and everything under them) go to the API host, case-sensitively, as the
 *   API's own paths are.
 * - Except §2's page route `/api/user`: a browser *navigating* there (GET/HEAD accepting HTML)
 *   gets the page; the API's `POST /api/user` (registration) and JSON reads still reach the API.
 * - Dot segments (`..`, `.`, also percent-encoded), backslashes and NUL are refused, so a request
 *   can never address anything on the API host outside `/api` and `/media`.
 */

export type ProxyDecision =
  | { readonly kind: 'page' }
  | { readonly kind: 'proxy'; readonly target: string }
  | { readonly kind: 'reject' };

const PREFIXES = ['/api', '/media'] as const;
const PAGE_PATHS: ReadonlySet<string> = new Set(['/api/user', '/api/user/']);

function underPrefix(pathname: string): boolean {
  return PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function hasUnsafeSegment(pathname: string): boolean {
  if (pathname.includes('\\') || pathname.includes('\0')) return true;
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return true; // A malformed escape is not something to forward.
    }
    if (segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\') || segment.includes('\0')) {
      return true;
    }
  }
  return false;
}

function acceptsHtml(accept: string | undefined): boolean {
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * @param url the request target as received (`/api/profile?page=2`)
 * @param apiBase the API host, possibly with a base path (`https://api.example.test/v1`)
 */
export function decideProxy(method: string, url: string, accept: string | undefined, apiBase: string): ProxyDecision {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (!underPrefix(pathname)) return { kind: 'page' };
  if ((method === 'GET' || method === 'HEAD') && PAGE_PATHS.has(pathname) && acceptsHtml(accept)) {
    return { kind: 'page' };
  }
  if (hasUnsafeSegment(pathname)) return { kind: 'reject' };
  return { kind: 'proxy', target: joinTarget(apiBase, url) };
}

/** `https://h/v1/` + `/api/x?y` → `https://h/v1/api/x?y`. */
export function joinTarget(apiBase: string, url: string): string {
  const base = new URL(apiBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${prefix}${url}`;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) are per connection and never forwarded. */
export const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer',
  'transfer-encoding', 'upgrade',
]);

/** Request headers to send upstream: all but hop-by-hop and `host`, plus the X-Forwarded trio. */
export function forwardRequestHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  forwarded: { readonly for: string | undefined; readonly host: string | undefined; readonly proto: string },
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const listed = new Set(
    String(headers.connection ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  );
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || lower === 'host' || HOP_BY_HOP.has(lower) || listed.has(lower)) continue;
    out[lower] = value;
  }
  if (forwarded.for) {
    const prior = out['x-forwarded-for'];
    out['x-forwarded-for'] = prior ? `${String(prior)}, ${forwarded.for}` : forwarded.for;
  }
  if (forwarded.host) out['x-forwarded-host'] = forwarded.host;
  out['x-forwarded-proto'] = forwarded.proto;
  return out;
}

/** Response headers to pass back: all but hop-by-hop (Set-Cookie arrays kept as arrays). */
export function forwardResponseHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    out[name] = value;
  }
  return out;
}
