/**
 * §3/18+: the visitor's age confirmation. Kept in localStorage under the portal's cookie name
 * (per host page origin), and also written as the portal's own cookie when the host page is the
 * portal's site or one of its subdomains, so the portal does not ask again.
 */
import { AGE_CONFIRMED_EVENT } from '../../schemas/constants';

const { ageCookie, ageMaxAge } = __PORTAL_EMBED__;
export const AGE_EVENT = AGE_CONFIRMED_EVENT;

function storage(): Storage | null {
  try {
    return window.localStorage; // Throws in some privacy modes and sandboxed frames.
  } catch {
    return null;
  }
}

export function isConfirmed(): boolean {
  if (storage()?.getItem(ageCookie) === '1') return true;
  return document.cookie.split(/;\s*/).includes(`${ageCookie}=1`);
}

export function confirmAge(portal: string): void {
  try {
    storage()?.setItem(ageCookie, '1');
  } catch {
    // Quota or privacy mode: the confirmation then lasts for this page view only.
  }
  let portalHost = '';
  try {
    portalHost = new URL(portal).hostname;
  } catch {
    // No usable portal URL: no cookie.
  }
  const host = location.hostname;
  if (portalHost && (host === portalHost || host.endsWith(`.${portalHost}`))) {
    const domain = host === portalHost ? '' : `; Domain=${portalHost}`;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${ageCookie}=1; Max-Age=${ageMaxAge}; Path=/; SameSite=Lax${domain}${secure}`;
  }
  // Every widget on the page lifts its blur, not only the one clicked.
  document.dispatchEvent(new Event(AGE_EVENT));
}
