import type { Locale } from '@portal/sdk';
import { createPortalClient, preloadSchemas } from '@portal/sdk';
import { readBrowserToken } from './browser-user';
import { warnSchemaDrift } from './drift-warning';
import { reportRefusedToken } from './refused-token';

/** The real SDK client in the browser: same origin (the site proxies /api and /media), token from the cookie. */
export function createBrowserClient(locale: Locale) {
  // The SDK builds its schemas on its first call. This module loads at the visitor's first intent
  // (../hydrate.tsx), so building them now keeps that long task off the click that follows.
  void preloadSchemas();
  return createPortalClient({
    baseUrl: window.location.origin,
    locale,
    getToken: () => readBrowserToken(document.cookie),
    onDrift: warnSchemaDrift,
    // A call refused for its token: the session may have ended (SessionLife checks and says so).
    onUnauthorized: reportRefusedToken,
  });
}
