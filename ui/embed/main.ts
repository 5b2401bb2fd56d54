import { mount } from './widget';

/**
 * Entry of build/embed/portal-listing.js: mounts every `[data-portal-listing]` on the page, now
 * or once the document is parsed (the script may sit in <head> without `defer`). Widgets added
 * later can be mounted with `window.PortalListing.mount(el)`.
 */
const mountAll = () => document.querySelectorAll<HTMLElement>('[data-portal-listing]').forEach(mount);

(window as unknown as { PortalListing: { mount: typeof mount; mountAll: typeof mountAll } }).PortalListing = { mount, mountAll };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
