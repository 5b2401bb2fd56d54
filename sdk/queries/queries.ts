import type {
  DataTag, InfiniteData, QueryFunctionContext, QueryKey, UnusedSkipTokenInfiniteOptions, UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { ProfileList } from '../../schemas/api/profiles';
import type { ProfileFilters } from '../../schemas/filters';
import type { Locale } from '../../schemas/constants';
import type { AnyPortalError } from '../client/errors';
import type { CallOptions } from '../client/transport';
import type { PortalClient, PortalClientGroup } from '../client/portal-client';
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

/** A function's parameters without its last one (the client's call options). */
type WithoutOptions<P extends readonly unknown[]> = P extends readonly [...infer A, (CallOptions | undefined)?] ? A : never;
type ClientCall = (...args: never[]) => Promise<unknown>;

/** How one read's options are made, besides its call and its key: see `read` in portalQueries. */
interface ReadRule<A extends readonly unknown[]> {
  /** How many arguments the call takes before its options (the key's locale comes after them). */
  arity: Required<A>['length'];
  /** The key ends with the client's locale: the answer holds titles in the request's language. */
  locale?: boolean;
  staleTime?: number;
}

/**
 * `queryOptions` for every read of the API, bound to a client. Use with useQuery / useSuspenseQuery
 * / prefetchQuery / ensureQueryData; each query passes TanStack's AbortSignal to the client, so a
 * query that is no longer needed cancels its request (an abort is never retried).
 */
export function portalQueries(client: PortalClient) {
  // Answers in the request's language are cached per language: the key ends with the client's locale.
  const lang = () => client.getLocale();
  /**
   * The query options of one read, derived from the client's function and the key's factory: the
   * arguments given to both (missing ones as undefined, so each takes its defaults), the key
   * ending with the locale when the rule says so, the function called with TanStack's signal.
   * The function is read from the client (by its group and name) when the query runs, not before:
   * a listing client (`createListingClient`) has `profiles.list` only, and its queries must still be made.
   */
  const read =
    <G extends PortalClientGroup, N extends keyof PortalClient[G], F extends ClientCall = Extract<PortalClient[G][N], ClientCall>>(
      group: G,
      name: N,
      key: (...args: [...WithoutOptions<Parameters<F>>, Locale?]) => readonly unknown[],
      rule: ReadRule<WithoutOptions<Parameters<F>>>,
    ) =>
    (...args: WithoutOptions<Parameters<F>>): PortalQueryOptions<Awaited<ReturnType<F>>> => {
      const given = Array.from({ length: rule.arity }, (_, at) => (args as unknown[])[at]) as never[];
      return queryOptions({
        queryKey: (key as (...all: unknown[]) => QueryKey)(...given, ...(rule.locale ? [lang()] : [])),
        queryFn: ({ signal }) => (client[group][name] as F)(...given, { signal } as never) as Promise<Awaited<ReturnType<F>>>,
        ...(rule.staleTime === undefined ? {} : { staleTime: rule.staleTime }),
      });
    };
  const inLang = { locale: true } as const;
  /** Reference data: in the request's language, fresh for an hour. */
  const reference = { locale: true, staleTime: REFERENCE_STALE_TIME_MS } as const;

  return {
    session: {
      balance: read('session', 'getBalance', k.session.balance, { arity: 1 }),
      token: read('session', 'checkToken', k.session.token, { arity: 0 }),
    },
    settings: {
      /** The account's settings (beyond spec): e-mail, pending e-mail, notifications, language. */
      get: read('settings', 'get', k.settings.get, { arity: 0 }),
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
      detail: read('profiles', 'get', k.profiles.detail, { arity: 1, ...inLang }),
      edit: read('profiles', 'getForEdit', k.profiles.edit, { arity: 1, ...inLang }),
      reviews: read('profiles', 'listReviews', k.profiles.reviews, { arity: 2, ...inLang }),
    },
    reviews: {
      list: read('reviews', 'list', k.reviews.list, { arity: 2, ...inLang }),
      filterData: read('reviews', 'filterData', k.reviews.filterData, { arity: 0, ...reference }),
    },
    businesses: {
      list: read('businesses', 'list', k.businesses.list, { arity: 2, ...inLang }),
      show: read('businesses', 'show', k.businesses.show, { arity: 1, ...inLang }),
      dashboard: read('businesses', 'get', k.businesses.dashboard, { arity: 1, ...inLang }),
      questionnaire: read('businesses', 'getQuestionnaire', k.businesses.questionnaire, { arity: 1 }),
      reviews: read('businesses', 'listReviews', k.businesses.reviews, { arity: 2, ...inLang }),
    },
    reference: {
      individualData: read('reference', 'individualData', k.reference.individualData, { arity: 0, ...reference }),
      services: read('reference', 'services', k.reference.services, { arity: 0, ...reference }),
      countries: read('reference', 'countries', k.reference.countries, { arity: 0, ...reference }),
      countriesWithCities: read('reference', 'countriesWithCities', k.reference.countriesWithCities, { arity: 0, ...reference }),
      categories: read('reference', 'categories', k.reference.categories, { arity: 1, ...reference }),
      filterData: read('reference', 'filterData', k.reference.filterData, { arity: 1, ...reference }),
      parkingTypes: read('reference', 'parkingTypes', k.reference.parkingTypes, { arity: 0, ...reference }),
      paymentTypes: read('reference', 'paymentTypes', k.reference.paymentTypes, { arity: 0, ...reference }),
      currencies: read('reference', 'currencies', k.reference.currencies, { arity: 0, ...reference }),
      // The sliders show likes and statuses, so they follow the normal stale time.
      escortSlider: read('reference', 'escortSlider', k.reference.escortSlider, { arity: 0, ...inLang }),
      indexSlider: read('reference', 'indexSlider', k.reference.indexSlider, { arity: 0, ...reference }),
    },
    media: {
      stories: read('media', 'listStories', k.media.stories, { arity: 1, ...inLang }),
    },
    account: {
      favorites: read('account', 'favorites', k.account.favorites, { arity: 0, ...inLang }),
      notifications: read('account', 'notifications', k.account.notifications, { arity: 0, ...inLang }),
    },
    payments: {
      purchases: read('payments', 'purchases', k.payments.purchases, { arity: 1 }),
      current: read('payments', 'currentPackage', k.payments.current, { arity: 1 }),
    },
  };
}

export type PortalQueries = ReturnType<typeof portalQueries>;
