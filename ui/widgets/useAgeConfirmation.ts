import { useCallback, useSyncExternalStore } from 'react';
import { AGE_CONFIRMED_EVENT } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session/session';

/**
 * The 18+ confirmation of an embedded listing, shared with the script-tag widget (ui/embed/age.ts):
 * kept in the host page's localStorage under the portal's cookie name (or the portal's own cookie
 * when the host is the portal), announced on the document so every widget on the page lifts its
 * blur at once. A browser that refuses storage keeps the choice for this page view.
 */
let confirmedThisPage = false;

function storage(): Storage | null {
  try {
    return window.localStorage; // Throws in some privacy modes and sandboxed frames.
  } catch {
    return null;
  }
}

function readConfirmed(): boolean {
  if (confirmedThisPage) return true;
  try {
    if (storage()?.getItem(COOKIE_NAMES.ageConfirmed) === '1') return true;
  } catch {
    // Unreadable storage: fall back to the cookie.
  }
  return document.cookie.split(/;\s*/).includes(`${COOKIE_NAMES.ageConfirmed}=1`);
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener(AGE_CONFIRMED_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab of the host site confirmed
  return () => {
    document.removeEventListener(AGE_CONFIRMED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Not confirmed while server-rendering: the pictures stay blurred until the browser knows. */
const onServer = () => false;

export function useAgeConfirmation(known?: boolean): { confirmed: boolean; confirm: () => void } {
  const stored = useSyncExternalStore(subscribe, readConfirmed, onServer);
  const confirm = useCallback(() => {
    confirmedThisPage = true;
    try {
      storage()?.setItem(COOKIE_NAMES.ageConfirmed, '1');
    } catch {
      // Quota or privacy mode: this page view only.
    }
    document.dispatchEvent(new Event(AGE_CONFIRMED_EVENT));
  }, []);
  return { confirmed: known ?? stored, confirm };
}
