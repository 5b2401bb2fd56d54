import { DEFAULT_LOCALE, LOCALES, LOCALE_BCP47, matchRoute, routePath } from '@portal/sdk';
import type { Locale, RouteId } from '@portal/sdk';

/**
 * Canonical URL and hreflang alternates of a page. The canonical path is rebuilt from the route
 * table, so `/DE/Escort/` and `/de/escort` name one URL; of the query string only the page
 * number is kept (filters are views of the same page).
 */
export interface Alternates {
  readonly canonical: string;
  readonly languages: ReadonlyArray<{ readonly hrefLang: string; readonly href: string }>;
  /** Pages of the private areas and the account forms are not for search engines. */
  readonly index: boolean;
}

const PRIVATE_PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'login', 'forgot-password', 'reset-password', 'registration-client', 'registration-model', 'registration-business',
  'api-user', 'registration-webcam',
]);

export function alternatesFor(origin: string, fullPath: string): Alternates | null {
  const match = matchRoute(fullPath);
  if (match.kind !== 'route') return null;
  const page = new URLSearchParams(match.search).get('page');
  const search = page && /^[2-9]\d*$|^1\d+$/.test(page) ? `?page=${page}` : '';
  const url = (locale: Locale) =>
    origin + routePath(match.route.id as RouteId, match.params as never, locale) + search;
  return {
    canonical: url(match.locale),
    languages: [
      ...LOCALES.map((l) => ({ hrefLang: LOCALE_BCP47[l], href: url(l) })),
      { hrefLang: 'x-default', href: url(DEFAULT_LOCALE) },
    ],
    index: match.route.area === 'public' && !PRIVATE_PUBLIC_ROUTES.has(match.route.id),
  };
}
