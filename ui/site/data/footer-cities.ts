import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Locale, PortalClient } from '@portal/sdk';
import { portalKeys } from '@portal/sdk/queries';

/** The footer's city column: the first city the reference data lists in each country, at most this many. */
export const FOOTER_CITY_COUNT = 12;

export interface FooterCity {
  readonly id: number;
  readonly title: string;
}

/** The footer's cities from the countries-with-cities reference list (kept small: the page's payload carries it). */
export function footerCitiesOf(countries: ReadonlyArray<{ readonly cities: ReadonlyArray<{ readonly id: number; readonly title: string }> }>): FooterCity[] {
  return countries.flatMap((country) => country.cities.slice(0, 1).map(({ id, title }) => ({ id, title }))).slice(0, FOOTER_CITY_COUNT);
}

/** Under the SDK's reference key of the same list, so a refresh of the reference data refreshes it too. */
const footerCitiesKey = (locale: Locale) => [...portalKeys.reference.countriesWithCities(locale), 'footer'] as const;

/**
 * The server loads it with every page (the root loader), so the footer's links are in the HTML and
 * the browser reads them from the page's payload; the browser never asks for it on its own.
 */
export function footerCitiesQuery(client: PortalClient) {
  return queryOptions({
    queryKey: footerCitiesKey(client.getLocale()),
    queryFn: async ({ signal }): Promise<FooterCity[]> => footerCitiesOf((await client.reference.countriesWithCities({ signal })).data),
    staleTime: Infinity,
  });
}

/** What the footer reads: the cached list of the page's language, without a fetch of its own. */
export function footerCitiesCache(locale: Locale) {
  return queryOptions<FooterCity[]>({ queryKey: footerCitiesKey(locale), queryFn: skipToken, staleTime: Infinity });
}
