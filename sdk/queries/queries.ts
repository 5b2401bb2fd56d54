import type {
  DataTag, InfiniteData, QueryFunctionContext, QueryKey, UnusedSkipTokenInfiniteOptions, UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { ProfileList } from '../../schemas/api/profiles';
import type { ProfileCategory } from '../../schemas/entities/profile';
import type { BusinessFilters, ProfileFilters, ReviewFilters } from '../../schemas/filters';
import type { AnyPortalError } from '../client/errors';
import type { PortalClient } from '../client/portal-client';
import type { CategoriesQuery } from '../endpoints/reference';
import type { BalanceTarget } from '../endpoints/session';
import { portalKeys as k } from './keys';
import { portalRetry } from './retry';

/**
 * The options of one read, what TanStack's `queryOptions` would type them as, with the SDK's
 * error type: `useQuery(options).error` is `AnyPortalError | null` (narrow it by `kind`) without
 * registering anything with TanStack, so the host's own queries keep TanStack's `Error`. The key
 * carries the data and error types (`queryClient.getQueryData(options.queryKey)` is typed).
 * `retry` is the SDK's rule: an SDK error has been through the client's retry policy already, so
 * TanStack does not retry it again, whatever the QueryClient's defaults say.
 */
export type PortalQueryOptions<TData> = UnusedSkipTokenOptions<TData, AnyPortalError, TData, QueryKey> & {
  queryKey: DataTag<QueryKey, TData, AnyPortalError>;
};

/**
 * The options of a "load more" listing, for `useInfiniteQuery` / `useSuspenseInfiniteQuery` /
 * `prefetchInfiniteQuery`: pages numbered from 1, the next one until `meta.total_pages`, with the
 * SDK's error type and retry rule as every query.
 */
export type PortalInfiniteQueryOptions<TPage> = UnusedSkipTokenInfiniteOptions<TPage, AnyPortalError, InfiniteData<TPage, number>, QueryKey, number> & {
  queryKey: DataTag<QueryKey, InfiniteData<TPage, number>, AnyPortalError>;
};

/** One retry rule object for every query: SDK errors are not retried again by TanStack. */
const retry = portalRetry();

/**
 * TanStack's `queryOptions` returns its argument and only types it (the key then carries its data
 * type). The same identity here, typed with the SDK's error, keeps this module free of React at
 * run time: a server component imports it to prefetch, and React Query stays the host's.
 */
function queryOptions<TData>(options: {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<TData>;
  staleTime?: number;
}): PortalQueryOptions<TData> {
  return { ...options, retry } as PortalQueryOptions<TData>;
}

/** Reference data changes with deployments, not with visits: an hour is fresh enough. */
export const REFERENCE_STALE_TIME_MS = 60 * 60 * 1000;

/**
 * `queryOptions` for every read of the API, bound to a client. Use with useQuery / useSuspenseQuery
 * / prefetchQuery / ensureQueryData; each query passes TanStack's AbortSignal to the client, so a
 * query that is no longer needed cancels its request (an abort is never retried).
 */
export function portalQueries(client: PortalClient) {
  const ref = <T>(queryKey: readonly unknown[], fn: (signal: AbortSignal) => Promise<T>) =>
    queryOptions({ queryKey, queryFn: ({ signal }) => fn(signal), staleTime: REFERENCE_STALE_TIME_MS });
  // Answers in the request's language are cached per language: the key ends with the client's locale.
  const lang = () => client.getLocale();

  return {
    session: {
      balance: (target: BalanceTarget = {}) =>
        queryOptions({ queryKey: k.session.balance(target), queryFn: ({ signal }) => client.session.getBalance(target, { signal }) }),
      token: () => queryOptions({ queryKey: k.session.token(), queryFn: ({ signal }) => client.session.checkToken({ signal }) }),
    },
    settings: {
      /** The account's settings (beyond spec): e-mail, pending e-mail, notifications, language. */
      get: () => queryOptions({ queryKey: k.settings.get(), queryFn: ({ signal }) => client.settings.get({ signal }) }),
    },
    profiles: {
      /** `perPage`: the page size asked of the API (PAGE_SIZE by default), so pages and `meta.total_pages` follow it. */
      list: (filters: ProfileFilters = {}, page = 1, perPage?: number) =>
        queryOptions({
          queryKey: k.profiles.list(filters, page, perPage, lang()),
          queryFn: ({ signal }) => client.profiles.list(filters, page, { signal, ...(perPage === undefined ? {} : { perPage }) }),
        }),
      /**
       * A "load more" listing: `useInfiniteQuery(queries.profiles.infinite(filters))`, then
       * `fetchNextPage()` while `hasNextPage`; `data.pages` holds the pages in order.
       */
      infinite: (filters: ProfileFilters = {}, perPage?: number): PortalInfiniteQueryOptions<ProfileList> => ({
        queryKey: k.profiles.infinite(filters, perPage, lang()) as QueryKey as PortalInfiniteQueryOptions<ProfileList>['queryKey'],
        queryFn: ({ signal, pageParam }) => client.profiles.list(filters, pageParam, { signal, ...(perPage === undefined ? {} : { perPage }) }),
        initialPageParam: 1,
        getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
        retry,
      }),
      detail: (idOrSlug: number | string) =>
        queryOptions({ queryKey: k.profiles.detail(idOrSlug, lang()), queryFn: ({ signal }) => client.profiles.get(idOrSlug, { signal }) }),
      edit: (id: number) =>
        queryOptions({ queryKey: k.profiles.edit(id, lang()), queryFn: ({ signal }) => client.profiles.getForEdit(id, { signal }) }),
      reviews: (id: number, page = 1) =>
        queryOptions({ queryKey: k.profiles.reviews(id, page, lang()), queryFn: ({ signal }) => client.profiles.listReviews(id, page, { signal }) }),
    },
    reviews: {
      list: (filters: ReviewFilters = {}, page = 1) =>
        queryOptions({ queryKey: k.reviews.list(filters, page, lang()), queryFn: ({ signal }) => client.reviews.list(filters, page, { signal }) }),
      filterData: () => ref(k.reviews.filterData(lang()), (signal) => client.reviews.filterData({ signal })),
    },
    businesses: {
      list: (filters: BusinessFilters = {}, page = 1) =>
        queryOptions({ queryKey: k.businesses.list(filters, page, lang()), queryFn: ({ signal }) => client.businesses.list(filters, page, { signal }) }),
      show: (idOrSlug: number | string) =>
        queryOptions({ queryKey: k.businesses.show(idOrSlug, lang()), queryFn: ({ signal }) => client.businesses.show(idOrSlug, { signal }) }),
      dashboard: (id: number) =>
        queryOptions({ queryKey: k.businesses.dashboard(id, lang()), queryFn: ({ signal }) => client.businesses.get(id, { signal }) }),
      questionnaire: (id: number) =>
        queryOptions({ queryKey: k.businesses.questionnaire(id), queryFn: ({ signal }) => client.businesses.getQuestionnaire(id, { signal }) }),
      reviews: (id: number, page = 1) =>
        queryOptions({ queryKey: k.businesses.reviews(id, page, lang()), queryFn: ({ signal }) => client.businesses.listReviews(id, page, { signal }) }),
    },
    reference: {
      individualData: () => ref(k.reference.individualData(lang()), (signal) => client.reference.individualData({ signal })),
      services: () => ref(k.reference.services(lang()), (signal) => client.reference.services({ signal })),
      countries: () => ref(k.reference.countries(lang()), (signal) => client.reference.countries({ signal })),
      countriesWithCities: () => ref(k.reference.countriesWithCities(lang()), (signal) => client.reference.countriesWithCities({ signal })),
      categories: (query: CategoriesQuery = {}) => ref(k.reference.categories(query, lang()), (signal) => client.reference.categories(query, { signal })),
      filterData: (category?: ProfileCategory) => ref(k.reference.filterData(category, lang()), (signal) => client.reference.filterData(category, { signal })),
      parkingTypes: () => ref(k.reference.parkingTypes(lang()), (signal) => client.reference.parkingTypes({ signal })),
      paymentTypes: () => ref(k.reference.paymentTypes(lang()), (signal) => client.reference.paymentTypes({ signal })),
      currencies: () => ref(k.reference.currencies(lang()), (signal) => client.reference.currencies({ signal })),
      // The sliders show likes and statuses, so they follow the normal stale time.
      escortSlider: () =>
        queryOptions({ queryKey: k.reference.escortSlider(lang()), queryFn: ({ signal }) => client.reference.escortSlider({ signal }) }),
      indexSlider: () => ref(k.reference.indexSlider(lang()), (signal) => client.reference.indexSlider({ signal })),
    },
    media: {
      stories: (page = 1) => queryOptions({ queryKey: k.media.stories(page, lang()), queryFn: ({ signal }) => client.media.listStories(page, { signal }) }),
    },
    account: {
      favorites: () => queryOptions({ queryKey: k.account.favorites(lang()), queryFn: ({ signal }) => client.account.favorites({ signal }) }),
      notifications: () =>
        queryOptions({ queryKey: k.account.notifications(lang()), queryFn: ({ signal }) => client.account.notifications({ signal }) }),
    },
    payments: {
      purchases: (target: BalanceTarget = {}) =>
        queryOptions({ queryKey: k.payments.purchases(target), queryFn: ({ signal }) => client.payments.purchases(target, { signal }) }),
      current: (target: BalanceTarget = {}) =>
        queryOptions({ queryKey: k.payments.current(target), queryFn: ({ signal }) => client.payments.currentPackage(target, { signal }) }),
    },
  };
}

export type PortalQueries = ReturnType<typeof portalQueries>;
