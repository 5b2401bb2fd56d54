import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { matchRoute, splitLocale } from '@portal/sdk';
import type { Locale } from '@portal/sdk';

/**
 * Every link of the site is a plain `<a href>` (components know nothing of the router, and no
 * link carries router hooks: a listing renders 80 of them, on the server for every request). A
 * click on such a link to a page of the current language becomes a client navigation, as a router
 * <Link> would be; anything else (other language, other origin, new tab, download, modifier keys,
 * files such as the sitemap) is left to the browser.
 */
export function useLinkInterception(locale: Locale): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hasAttribute('data-document')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const { locale: target, path } = splitLocale(url.pathname);
      if (target !== locale || matchRoute(url.pathname).kind !== 'route') return;
      event.preventDefault();
      // As a router <Link> does: a link to the page the visitor is on replaces the history entry.
      void navigate(path + url.search + url.hash, { replace: url.href === window.location.href });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [locale, navigate]);
}
