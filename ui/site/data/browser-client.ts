import type { Locale } from '@portal/sdk';
import { createPortalClient } from '@portal/sdk';
import { readBrowserToken } from './browser-user';
import { warnSchemaDrift } from './drift-warning';

/** The real SDK client in the browser: same origin (the site proxies /api and /media), token from the cookie. */
export function createBrowserClient(locale: Locale) {
  return createPortalClient({
    baseUrl: window.location.origin,
    locale,
    getToken: () => readBrowserToken(document.cookie),
    onDrift: warnSchemaDrift,
  });
}
