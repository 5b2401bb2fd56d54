import type { DisplayFontSubset } from '../../shell/display-font';
import type { ApiTransport } from '../api-transport';
import type { GuestPageMicroCache } from '../micro-cache';

/** The scripts and styles of a page (server/assets.ts reads them from the client build's manifest). */
export interface ResolvedAssets {
  readonly bootstrapModules: readonly string[];
  readonly modulePreloads: readonly string[];
  readonly stylesheets: readonly string[];
  readonly idleModules: readonly string[];
  /** The URL of each requested module's own chunk, by manifest key (empty in development). */
  readonly moduleUrls: Readonly<Record<string, string>>;
  /** The URL of each subset of the display face, preloaded by language (shell/display-font.ts; empty in development). */
  readonly fonts: Readonly<Partial<Record<DisplayFontSubset, string>>>;
}

/**
 * What the server app (server/app.ts) gives the renderer for each document. The response's
 * security headers are the app's (server/security.ts): they are on the response before the
 * renderer runs, and every answer it writes keeps them.
 */
export interface RenderOptions {
  /** The API host the server calls directly. */
  readonly apiUrl: string;
  /** The site's public origin (canonical URLs). */
  readonly origin: string;
  readonly buildId: string;
  /** Scripts and styles for the given lazy modules (manifest keys) besides the entry. */
  readonly assets: (moduleKeys: readonly string[]) => ResolvedAssets;
  /** This response's CSP nonce, put on every inline and bootstrap script React writes ('' = none). */
  readonly nonce?: string;
  /** Guest pages kept for a few seconds (server/micro-cache.ts); absent = every page is rendered. */
  readonly microCache?: GuestPageMicroCache;
  /** Deadline of the page's API calls (ms); past it the page answers 504. Default server/upstream-fetch.ts. */
  readonly ssrDataTimeoutMs?: number;
  /** Where render errors go (the request's logger: one JSON line with the stack). */
  readonly log: { error(details: { err: unknown }, message: string): void; warn(details: object, message: string): void };
  /** What sends the page's API calls (server/upstream-telemetry.ts: request id, timing, metrics; over server/api-transport.ts). */
  readonly fetch?: ApiTransport;
  /** Add a `server-timing` header (data and shell time): development only. */
  readonly serverTiming?: boolean;
}
