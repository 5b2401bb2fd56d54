import { PAGE_SIZE } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import type { ProfileCategory } from '../../schemas/entities/profile';
import type { BusinessFilters, ProfileFilters, ReviewFilters } from '../../schemas/filters';
import type { BalanceTarget } from '../endpoints/session';
import type { CategoriesQuery } from '../endpoints/reference';
import { normalizeFilters } from '../endpoints/filters';

/**
 * TanStack Query keys, one factory per resource. Keys are plain serialisable arrays; filters are
 * normalised (see normalizeFilters), so equal filters give equal keys whatever their order. Each
 * family starts with its resource name, so `invalidateQueries({ queryKey: portalKeys.profiles.all })`
 * refreshes every profile query. The answers whose titles come in the request's language (places,
 * reference titles, an incognito model's name) end with the locale when it is given (`portalQueries`
 * gives the client's), so two languages never share a cache entry and a page never shows one
 * language's data under another's texts; the family prefixes stay locale-free, so an invalidation
 * reaches every language. `changeLocale` still invalidates the rest.
 */
const id = (idOrSlug: number | string) => String(idOrSlug);
/** `key`, ending with `locale` when there is one. */
const inLocale = <K extends readonly unknown[]>(key: K, locale: Locale | undefined) =>
  (locale === undefined ? key : ([...key, locale] as const));

export const portalKeys = {
  session: {
    all: ['session'] as const,
    balance: (target: BalanceTarget = {}) => ['session', 'balance', normalizeFilters(target)] as const,
    token: () => ['session', 'token'] as const,
  },
  /** The account's settings (beyond spec 7). */
  settings: {
    all: ['settings'] as const,
    get: () => ['settings', 'get'] as const,
  },
  profiles: {
    all: ['profiles'] as const,
    lists: () => ['profiles', 'list'] as const,
    /** `perPage` only when it is not the API's default (PAGE_SIZE): a widget's smaller pages are other pages. */
    list: (filters: ProfileFilters = {}, page = 1, perPage?: number, locale?: Locale) =>
      inLocale(['profiles', 'list', { ...normalizeFilters(filters), page, ...(perPage === undefined || perPage === PAGE_SIZE ? {} : { per_page: perPage }) }] as const, locale),
    /**
     * A "load more" listing (`portalQueries(client).profiles.infinite`): under the lists' prefix, so
     * what refreshes the lists refreshes it; its own key, since its cache holds pages, not a page.
     */
    infinite: (filters: ProfileFilters = {}, perPage?: number, locale?: Locale) =>
      inLocale(['profiles', 'list', 'infinite', { ...normalizeFilters(filters), ...(perPage === undefined || perPage === PAGE_SIZE ? {} : { per_page: perPage }) }] as const, locale),
    details: () => ['profiles', 'detail'] as const,
    detail: (idOrSlug: number | string, locale?: Locale) => inLocale(['profiles', 'detail', id(idOrSlug)] as const, locale),
    edits: () => ['profiles', 'edit'] as const,
    edit: (profileId: number, locale?: Locale) => inLocale(['profiles', 'edit', id(profileId)] as const, locale),
    reviewLists: () => ['profiles', 'reviews'] as const,
    reviewsOf: (profileId: number) => ['profiles', 'reviews', id(profileId)] as const,
    reviews: (profileId: number, page = 1, locale?: Locale) => inLocale(['profiles', 'reviews', id(profileId), { page }] as const, locale),
  },
  reviews: {
    all: ['reviews'] as const,
    lists: () => ['reviews', 'list'] as const,
    list: (filters: ReviewFilters = {}, page = 1, locale?: Locale) => inLocale(['reviews', 'list', { ...normalizeFilters(filters), page }] as const, locale),
    filterData: (locale?: Locale) => inLocale(['reviews', 'filter-data'] as const, locale),
  },
  businesses: {
    all: ['businesses'] as const,
    lists: () => ['businesses', 'list'] as const,
    list: (filters: BusinessFilters = {}, page = 1, locale?: Locale) => inLocale(['businesses', 'list', { ...normalizeFilters(filters), page }] as const, locale),
    shows: () => ['businesses', 'show'] as const,
    show: (idOrSlug: number | string, locale?: Locale) => inLocale(['businesses', 'show', id(idOrSlug)] as const, locale),
    dashboards: () => ['businesses', 'dashboard'] as const,
    dashboard: (businessId: number, locale?: Locale) => inLocale(['businesses', 'dashboard', id(businessId)] as const, locale),
    questionnaire: (businessId: number) => ['businesses', 'questionnaire', id(businessId)] as const,
    reviewLists: () => ['businesses', 'reviews'] as const,
    reviewsOf: (businessId: number) => ['businesses', 'reviews', id(businessId)] as const,
    reviews: (businessId: number, page = 1, locale?: Locale) => inLocale(['businesses', 'reviews', id(businessId), { page }] as const, locale),
  },
  reference: {
    all: ['reference'] as const,
    individualData: (locale?: Locale) => inLocale(['reference', 'individual-data'] as const, locale),
    services: (locale?: Locale) => inLocale(['reference', 'services'] as const, locale),
    countries: (locale?: Locale) => inLocale(['reference', 'countries'] as const, locale),
    countriesWithCities: (locale?: Locale) => inLocale(['reference', 'countries-with-cities'] as const, locale),
    categories: (query: CategoriesQuery = {}, locale?: Locale) => inLocale(['reference', 'categories', normalizeFilters(query)] as const, locale),
    filterData: (category?: ProfileCategory, locale?: Locale) => inLocale(['reference', 'filter-data', category ?? 'all'] as const, locale),
    parkingTypes: (locale?: Locale) => inLocale(['reference', 'parking-types'] as const, locale),
    paymentTypes: (locale?: Locale) => inLocale(['reference', 'payment-types'] as const, locale),
    currencies: (locale?: Locale) => inLocale(['reference', 'currencies'] as const, locale),
    escortSlider: (locale?: Locale) => inLocale(['reference', 'escort-slider'] as const, locale),
    indexSlider: (locale?: Locale) => inLocale(['reference', 'index-slider'] as const, locale),
  },
  media: {
    all: ['media'] as const,
    stories: (page = 1, locale?: Locale) => inLocale(['media', 'stories', { page }] as const, locale),
  },
  account: {
    all: ['account'] as const,
    favorites: (locale?: Locale) => inLocale(['account', 'favorites'] as const, locale),
    notifications: (locale?: Locale) => inLocale(['account', 'notifications'] as const, locale),
  },
  payments: {
    all: ['payments'] as const,
    purchases: (target: BalanceTarget = {}) => ['payments', 'purchases', normalizeFilters(target)] as const,
    current: (target: BalanceTarget = {}) => ['payments', 'current', normalizeFilters(target)] as const,
  },
};

/** Mutation keys, so `useIsMutating({ mutationKey })` can show a pending state per action. */
export const portalMutationKeys = {
  session: (action: string) => ['session', action] as const,
  profiles: (action: string, profileId?: number) => ['profiles', action, ...(profileId === undefined ? [] : [id(profileId)])] as const,
  reviews: (action: string) => ['reviews', action] as const,
  businesses: (action: string, businessId?: number) => ['businesses', action, ...(businessId === undefined ? [] : [id(businessId)])] as const,
  media: (action: string) => ['media', action] as const,
  payments: (action: string) => ['payments', action] as const,
  settings: (action: string) => ['settings', action] as const,
  calendar: (action: string) => ['calendar', action] as const,
};
