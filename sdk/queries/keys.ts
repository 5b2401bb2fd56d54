import { PAGE_SIZE } from '../../schemas/constants';
import type { ProfileCategory } from '../../schemas/entities/profile';
import type { BusinessFilters, ProfileFilters, ReviewFilters } from '../../schemas/filters';
import type { BalanceTarget } from '../endpoints/session';
import type { CategoriesQuery } from '../endpoints/reference';
import { normalizeFilters } from '../endpoints/filters';

/**
 * TanStack Query keys, one factory per resource. Keys are plain serialisable arrays; filters are
 * normalised (see normalizeFilters), so equal filters give equal keys whatever their order. Each
 * family starts with its resource name, so `invalidateQueries({ queryKey: portalKeys.profiles.all })`
 * refreshes every profile query. Keys carry no locale: `changeLocale` refetches everything instead.
 */
const id = (idOrSlug: number | string) => String(idOrSlug);

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
    list: (filters: ProfileFilters = {}, page = 1, perPage?: number) =>
      ['profiles', 'list', { ...normalizeFilters(filters), page, ...(perPage === undefined || perPage === PAGE_SIZE ? {} : { per_page: perPage }) }] as const,
    details: () => ['profiles', 'detail'] as const,
    detail: (idOrSlug: number | string) => ['profiles', 'detail', id(idOrSlug)] as const,
    edits: () => ['profiles', 'edit'] as const,
    edit: (profileId: number) => ['profiles', 'edit', id(profileId)] as const,
    reviewLists: () => ['profiles', 'reviews'] as const,
    reviewsOf: (profileId: number) => ['profiles', 'reviews', id(profileId)] as const,
    reviews: (profileId: number, page = 1) => ['profiles', 'reviews', id(profileId), { page }] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    lists: () => ['reviews', 'list'] as const,
    list: (filters: ReviewFilters = {}, page = 1) => ['reviews', 'list', { ...normalizeFilters(filters), page }] as const,
    filterData: () => ['reviews', 'filter-data'] as const,
  },
  businesses: {
    all: ['businesses'] as const,
    lists: () => ['businesses', 'list'] as const,
    list: (filters: BusinessFilters = {}, page = 1) => ['businesses', 'list', { ...normalizeFilters(filters), page }] as const,
    shows: () => ['businesses', 'show'] as const,
    show: (idOrSlug: number | string) => ['businesses', 'show', id(idOrSlug)] as const,
    dashboards: () => ['businesses', 'dashboard'] as const,
    dashboard: (businessId: number) => ['businesses', 'dashboard', id(businessId)] as const,
    questionnaire: (businessId: number) => ['businesses', 'questionnaire', id(businessId)] as const,
    reviewLists: () => ['businesses', 'reviews'] as const,
    reviewsOf: (businessId: number) => ['businesses', 'reviews', id(businessId)] as const,
    reviews: (businessId: number, page = 1) => ['businesses', 'reviews', id(businessId), { page }] as const,
  },
  reference: {
    all: ['reference'] as const,
    individualData: () => ['reference', 'individual-data'] as const,
    services: () => ['reference', 'services'] as const,
    countries: () => ['reference', 'countries'] as const,
    countriesWithCities: () => ['reference', 'countries-with-cities'] as const,
    categories: (query: CategoriesQuery = {}) => ['reference', 'categories', normalizeFilters(query)] as const,
    filterData: (category?: ProfileCategory) => ['reference', 'filter-data', category ?? 'all'] as const,
    parkingTypes: () => ['reference', 'parking-types'] as const,
    paymentTypes: () => ['reference', 'payment-types'] as const,
    currencies: () => ['reference', 'currencies'] as const,
    escortSlider: () => ['reference', 'escort-slider'] as const,
    indexSlider: () => ['reference', 'index-slider'] as const,
  },
  media: {
    all: ['media'] as const,
    stories: (page = 1) => ['media', 'stories', { page }] as const,
  },
  account: {
    all: ['account'] as const,
    favorites: () => ['account', 'favorites'] as const,
    notifications: () => ['account', 'notifications'] as const,
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
