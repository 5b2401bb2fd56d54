import { DEFAULT_SEED, seedStore } from '../seed';
import type { MockStore } from './store';

/**
 * The one store of the process (or of the browser tab). Seeded lazily on first use, so importing
 * the handlers costs nothing until a request arrives.
 */
let current: MockStore | null = null;
let currentSeed = DEFAULT_SEED;

export function getStore(): MockStore {
  current ??= seedStore(currentSeed);
  return current;
}

/** Back to the seeded state (POST /__mock/reset calls this). A new seed gives other data. */
export function resetStore(seed: number = currentSeed): MockStore {
  currentSeed = seed;
  current = seedStore(seed);
  return current;
}

/**
 * Forgets the store: the next use seeds it afresh from the default seed. For a test runner that
 * shares one process between test files (vitest's `isolate: false`): what one file bought or
 * changed is not the next file's starting point, and a file that never calls the mock pays nothing.
 */
export function discardStore(): void {
  currentSeed = DEFAULT_SEED;
  current = null;
}

export { MockStore } from './store';
export type * from './types';
