import { queryOptions } from '@tanstack/react-query';
import type { ProfileList, ProfileSummary, ProfileFilters, PortalClient } from '@portal/sdk';
import { portalKeys } from '@portal/sdk/queries';
import { PROFILE_CARD_FIELDS } from '@portal/components/ProfileCard';
import type { ProfileCardData } from '@portal/components/ProfileCard';

/** A page of a profile listing as its cards show it: the page's meta, and each profile's card fields. */
export type ProfileCardPage = Omit<ProfileList, 'data'> & { data: ProfileCardData[] };

/** The card fields of a profile (PROFILE_CARD_FIELDS), nothing else. */
export function profileCardOf(profile: ProfileCardData | ProfileSummary): ProfileCardData {
  const card: Partial<Record<keyof ProfileCardData, unknown>> = {};
  for (const field of PROFILE_CARD_FIELDS) card[field] = profile[field];
  return card as ProfileCardData;
}

/**
 * A listing page's cards: the API's page of profiles kept as the cards show it. What a server
 * loader fills is dehydrated into the page's payload, so the payload carries the card fields only
 * (whole profiles were most of a listing's HTML); a page that needs a whole profile
 * fetches it. `last`: only the last n cards of the page (the home page's top escorts). The key
 * sits under the SDK's profile lists, so every mutation that refreshes the lists refreshes it.
 */
export function profileCardsQuery(client: PortalClient, filters: ProfileFilters, page = 1, last?: number) {
  return queryOptions({
    queryKey: [...portalKeys.profiles.list(filters, page, undefined, client.getLocale()), 'cards', last ?? 'all'] as const,
    queryFn: async ({ signal }): Promise<ProfileCardPage> => {
      const { data, ...rest } = await client.profiles.list(filters, page, { signal });
      return { ...rest, data: (last === undefined ? data : data.slice(-last)).map(profileCardOf) };
    },
  });
}

/**
 * The first n cards of a listing's first page (the home page's rows): the card fields only, so the
 * page's payload stays small.
 */
export function profileCardsHeadQuery(client: PortalClient, filters: ProfileFilters, count: number) {
  return queryOptions({
    queryKey: [...portalKeys.profiles.list(filters, 1, undefined, client.getLocale()), 'cards', 'head', count] as const,
    queryFn: async ({ signal }): Promise<ProfileCardData[]> => (await client.profiles.list(filters, 1, { signal })).data.slice(0, count).map(profileCardOf),
  });
}

/** The home page's slider of escorts (GET /api/escort-index-slider) as cards: the card fields only. */
export function escortSliderCardsQuery(client: PortalClient) {
  return queryOptions({
    queryKey: [...portalKeys.reference.escortSlider(client.getLocale()), 'cards'] as const,
    queryFn: async ({ signal }): Promise<ProfileCardData[]> => (await client.reference.escortSlider({ signal })).data.map(profileCardOf),
  });
}
