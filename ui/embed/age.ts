/**
 * §3/18+: the visitor's age confirmation on a page that embeds portal listings, shared by the
 * script-tag widget and the React widget. Kept in localStorage under the portal's cookie name
 * (per host page origin), and also written as the portal's own cookie when the host page is the
 * portal's site or one of its subdomains, so the portal does not ask again. Announced on the
 * document, so confirming in one widget lifts the blur of every widget on the page.
 */
/**
 * Embedded listings (script tag and React widget) announce a confirmation on the host page's
 * document with this event, so confirming in one widget lifts the blur of every widget there.
 */
export const AGE_CONFIRMED_EVENT = 'portal-listing:age-confirmed';

/** The portal's age cookie: its name and lifetime (the caller passes them, so no session code is bundled). */
export interface AgeCookie {
  name: string;
  maxAge: number;
}

/** Storage refused (quota, privacy mode): the confirmation then lasts for this page view. */
let confirmedThisPage = false;

function storage(): Storage | null {
  try {
    return window.localStorage; // Throws in some privacy modes and sandboxed frames.
  } catch {
    return null;
  }
}

export function isConfirmed(cookie: AgeCookie): boolean {
  if (confirmedThisPage) return true;
  try {
    if (storage()?.getItem(cookie.name) === '1') return true;
  } catch {
    // Unreadable storage: fall back to the cookie.
  }
  return document.cookie.split(/;\s*/).includes(`${cookie.name}=1`);
}

export function confirmAge(cookie: AgeCookie, portal: string): void {
  confirmedThisPage = true;
  try {
    storage()?.setItem(cookie.name, '1');
  } catch {
    // Quota or privacy mode: this page view only.
  }
  let portalHost = '';
  try {
    portalHost = new URL(portal, location.href).hostname;
  } catch {
    // No usable portal URL: no cookie.
  }
  const host = location.hostname;
  if (portalHost && (host === portalHost || host.endsWith(`.${portalHost}`))) {
    const domain = host === portalHost ? '' : `; Domain=${portalHost}`;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${cookie.name}=1; Max-Age=${cookie.maxAge}; Path=/; SameSite=Lax${domain}${secure}`;
  }
  document.dispatchEvent(new Event(AGE_CONFIRMED_EVENT));
}

/** Calls `onChange` when a widget on this page, or another tab of the host site, confirms. */
export function onAgeConfirmed(onChange: () => void): () => void {
  document.addEventListener(AGE_CONFIRMED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    document.removeEventListener(AGE_CONFIRMED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
