import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@portal/sdk';
import { operationById } from '@portal/sdk/schemas';
import type { OperationId } from '@portal/sdk';
import { upstreamOperation } from './upstream-operation';

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

/** JSON calls: the largest form of the spec (a business page, nine descriptions) is far below it. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Room for the multipart boundaries and the small fields beside the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;
/** The spec's upload sizes (schemas/constants.ts) by operation; any other upload is an image. */
const UPLOAD_MAX_BYTES: Partial<Record<OperationId, number>> = { uploadStoryVideo: VIDEO_MAX_BYTES };

/** The largest request body the site passes on for this call: an upload's size for the spec's uploads, else a JSON call's. */
export function bodyLimitOf(method: string, pathname: string): number {
  const id = upstreamOperation(method, pathname)?.id;
  const op = id ? operationById[id] : undefined;
  if (!op || !('bodyType' in op) || op.bodyType !== 'multipart') return JSON_BODY_LIMIT;
  return (UPLOAD_MAX_BYTES[op.id] ?? IMAGE_MAX_BYTES) + MULTIPART_OVERHEAD;
}

/**
 * The X-Forwarded-For the API gets: the socket's address, after the incoming list only when the
 * peer is a configured trusted proxy (express `trust proxy`); a client's own list is dropped.
 */
export function forwardedFor(incoming: string | string[] | undefined, socketAddress: string | undefined, peerTrusted: boolean): string | undefined {
  const prior = peerTrusted && incoming !== undefined ? (Array.isArray(incoming) ? incoming.join(', ') : incoming) : '';
  if (!socketAddress) return prior || undefined;
  return prior ? `${prior}, ${socketAddress}` : socketAddress;
}
