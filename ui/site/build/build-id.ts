import { MANIFEST_POLL_MS } from '@portal/sdk';

/**
 * Build awareness (§7: builds/latest.json is polled). Pure helpers, shared by the poller and its tests.
 */

/** Where each build publishes its id; served with `no-cache`. */
export const LATEST_BUILD_PATH = '/builds/latest.json';
export const buildMetaPath = (id: string): string => `/builds/meta/${encodeURIComponent(id)}.json`;

export interface LatestBuild {
  readonly id: string;
  readonly timestamp: number;
}

/** The id in a latest.json body, or null when the body is not one (a proxy's error page, say). */
export function readBuildId(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= 128 ? id : null;
}

/** A different, well-formed id means a newer build is live; a missing one means nothing. */
export function isNewBuild(current: string, latest: string | null): boolean {
  return latest !== null && current !== '' && latest !== current;
}

/**
 * Gentle polling: the spec's "about 1 s" for the first checks after load or after the tab becomes
 * visible again, doubling on each unchanged answer up to a minute. A tab left open all day thus
 * makes about one request a minute, and only while it is visible.
 */
export const MAX_POLL_MS = 60_000;

export function nextPollDelay(unchangedPolls: number): number {
  const n = Math.max(0, Math.floor(unchangedPolls));
  return Math.min(MAX_POLL_MS, MANIFEST_POLL_MS * 2 ** Math.min(n, 16));
}
