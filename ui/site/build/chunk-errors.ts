import { claimReload } from './reload-guard';

/**
 * §8 "lazy screen preload failure: reported as an app chunk error". Both a failed chunk load and a
 * newly deployed build are reported the same way: a tagged console.error (log collectors grep for
 * the tag) and a `window` event that monitoring or tests can listen to.
 */
export const CHUNK_ERROR_TAG = '[app:chunk-error]';
export const CHUNK_ERROR_EVENT = 'portal:chunk-error';

export type ChunkErrorReason = 'chunk-load-failed' | 'new-build';

export interface ChunkErrorDetail {
  readonly reason: ChunkErrorReason;
  readonly message: string;
  readonly reloading: boolean;
}

export function reportChunkError(detail: ChunkErrorDetail): void {
  console.error(CHUNK_ERROR_TAG, detail.reason, detail.message, detail.reloading ? '(reloading once)' : '');
  window.dispatchEvent(new CustomEvent<ChunkErrorDetail>(CHUNK_ERROR_EVENT, { detail }));
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One page load reloads at most once, however many chunks fail together. */
let reloadScheduled = false;

/** A chunk failed to load: report it, then reload once (guarded) to pick up the current build. */
export function handleChunkLoadFailure(error: unknown): void {
  if (reloadScheduled) return;
  const reloading = claimReload(storage(), Date.now());
  reloadScheduled = reloading;
  reportChunkError({ reason: 'chunk-load-failed', message: error instanceof Error ? error.message : String(error), reloading });
  if (reloading) window.location.reload();
}

/** Typical messages of a failed dynamic import across engines. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Failed to fetch/i.test(message);
}
