import { useEffect, useState } from 'react';
import type * as WordingModule from './wording';

type Wording = typeof WordingModule;

let loaded: Wording | undefined;
let loading: Promise<Wording> | undefined;

/**
 * The like and favourite buttons' wording (wording.ts: the account messages that translate an
 * error, the restriction notice). A profile renders the buttons while it hydrates, but words
 * something only after a click: the messages (2.5 kB gzip in five files, with the catalog keys and
 * the error-body reader) left the profile's first load. Loaded at the first sign the visitor is
 * about to press a button (pointer or focus on it), at the press, or when a wording is wanted.
 */
function loadWording(): Promise<Wording> {
  loading ??= import('./wording').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the wording (a button's pointer-enter, focus and click). */
export const prefetchWording = (): void => void loadWording().catch(() => {});

/**
 * The wording once loaded (at once when it is); while `wanted` and not loaded yet, loads it and
 * renders the component again when it has come.
 */
export function useWording(wanted: boolean): Wording | undefined {
  const [, setLoaded] = useState(loaded);
  useEffect(() => {
    if (wanted && !loaded) loadWording().then(setLoaded, () => {});
  }, [wanted]);
  return loaded;
}
