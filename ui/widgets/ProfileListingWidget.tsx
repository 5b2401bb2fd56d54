import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { MAX_PAGE_SIZE, toBcp47, toLocale, routePath } from '@portal/sdk';
import type { LocaleTag, PortalClient, ProfileCategory } from '@portal/sdk';
import type { ListingClient } from '@portal/sdk/listing';
import { PortalClientProvider, usePortalQueries, usePortalClient, createHistoryAdapter, createMemoryAdapter, useFilters, useProfileList } from '@portal/sdk/react';
import type { HistoryAdapterOptions } from '@portal/sdk/react';
import { CardGrid } from '@portal/components/CardGrid';
import type { CardGridSlot } from '@portal/components/CardGrid';
import { FilterPanel } from '@portal/components/FilterPanel';
import type { FilterPanelSlot, FilterPanelTexts } from '@portal/components/FilterPanel';
import { cx } from '@portal/components/internal/cx';
import type { SlotClassNames } from '@portal/components/internal/cx';
import { Pagination } from '@portal/components/Pagination';
import type { PaginationSlot, PaginationTexts } from '@portal/components/Pagination';
import { Button } from '@portal/components/Button';
import { ProfileCard } from '@portal/components/ProfileCard';
import type { ProfileCardSlot, ProfileCardTexts } from '@portal/components/ProfileCard';
import styles from './ProfileListingWidget.module.css';
import { useAgeConfirmation } from './useAgeConfirmation';
import { useNearViewport } from './useNearViewport';

/** Slots of the widget itself; the parts' own slots are nested under their names. */
export type ProfileListingWidgetSlot = 'root' | 'title' | 'status' | 'more' | 'ageGate' | 'ageConfirm';

export interface ProfileListingWidgetClassNames extends SlotClassNames<ProfileListingWidgetSlot> {
  grid?: SlotClassNames<CardGridSlot>;
  card?: SlotClassNames<ProfileCardSlot>;
  pagination?: SlotClassNames<PaginationSlot>;
  filters?: SlotClassNames<FilterPanelSlot>;
}

/** Every string the widget shows itself; the parts' strings are nested under their names. */
export interface ProfileListingWidgetTexts {
  title?: string;
  loading?: string;
  empty?: string;
  error?: string;
  /** The link to the portal's listing page under the cards. */
  more?: string;
  pagination?: Partial<PaginationTexts>;
  filters?: FilterPanelTexts;
  /** The cards' strings: badges, sponsored label, age, price. */
  card?: ProfileCardTexts;
  /** The in-place 18+ panel. */
  age?: { title?: string; body?: string; confirm?: string };
}

/** What every widget takes, whichever client serves it. */
export interface ProfileListingWidgetBaseProps {
  category?: ProfileCategory;
  country?: number;
  city?: number;
  /**
   * Language of links (localized profile URLs) and of the widget's `lang`: one of the nine locales
   * or a BCP 47 tag of one (`cs`, `pt-BR`), as the client's `locale` takes; the texts follow the
   * host's i18next language.
   */
  locale?: LocaleTag;
  /**
   * Cards per page (1 to MAX_PAGE_SIZE): the page size asked of the API, so the pages hold this
   * many and the pagination counts pages of this size. The API's page size (40) by default.
   */
  limit?: number;
  /** Origin of the portal for the card links ('' keeps them relative, for the portal itself). */
  portal?: string;
  /** Show page links under the cards. */
  showPagination?: boolean;
  classNames?: ProfileListingWidgetClassNames;
  texts?: ProfileListingWidgetTexts;
  /**
   * The host already knows the visitor confirmed 18+ (its own gate): no panel, no blur. Left out,
   * the widget asks in place and remembers the answer like the script-tag widget does.
   */
  ageConfirmed?: boolean;
  /**
   * Keep the visitor's filters and page in the host page's address bar (shareable, and Back and
   * Forward step through them), as a search widget's routing does: `true`, or `{ prefix: 'portal_' }`
   * to put them under a prefix of their own beside the page's parameters. Off by default: they
   * live in memory and the host page owns its URL.
   */
  routing?: boolean | HistoryAdapterOptions;
}

/**
 * The client and what it allows. Given as `client`, it serves the widget without a
 * PortalClientProvider, and the filter panel with a listing client (`createListingClient`, which
 * cannot load the filter choices) does not compile: `showFilters` is typed `false` for it. Left
 * out, the nearest PortalClientProvider's client serves: the filter panel under a listing client
 * then shows nothing and says so in the console.
 */
export interface ProfileListingWidgetClientProps<TClient extends PortalClient | ListingClient> {
  /** `createPortalClient`'s or `createListingClient`'s client; the provider's when left out. */
  client?: TClient;
  /**
   * Show the filter panel above the cards. It loads the filter choices from the API, so it needs
   * the full client (`createPortalClient`).
   */
  showFilters?: TClient extends PortalClient ? boolean : false;
}

export type ProfileListingWidgetProps<TClient extends PortalClient | ListingClient = PortalClient> = ProfileListingWidgetBaseProps & ProfileListingWidgetClientProps<TClient>;

const LIST_ROUTE = { escort: 'escort-list', trances: 'trances', web_cam: 'web-cam-list', onlyfans: 'onlyfans', bdsm: 'bdsm' } as const;

/**
 * A profile listing for other React sites: the portal's hooks and components, composed. Needs the
 * same providers as they do (QueryClientProvider, I18nextProvider, and PortalClientProvider unless
 * `client` is given). The filters live in memory unless `routing` puts them in the host's URL.
 */
export function ProfileListingWidget<TClient extends PortalClient | ListingClient = PortalClient>(props: ProfileListingWidgetProps<TClient>) {
  if (!props.client) return <Listing {...props} />;
  return <PortalClientProvider client={props.client}><Listing {...props} /></PortalClientProvider>;
}

function Listing({
  category = 'escort', country, city, locale: localeTag = 'en', limit, portal = '', showFilters = false, showPagination = true,
  classNames = {}, texts = {}, ageConfirmed, routing = false,
}: ProfileListingWidgetProps<PortalClient | ListingClient>) {
  const { t } = useCachedTranslation();
  const locale = toLocale(localeTag);
  const client = usePortalClient<PortalClient | ListingClient>();
  // The filter choices are a call the listing client does not have: loud, naming the option, not an empty space.
  const canFilter = 'reference' in client;
  useEffect(() => {
    if (showFilters && !canFilter) {
      console.error(
        'ProfileListingWidget: `showFilters` needs the full client (createPortalClient); the PortalClientProvider holds a listing client '
        + '(createListingClient), which cannot load the filter choices, so no filter panel is shown.',
      );
    }
  }, [showFilters, canFilter]);
  const titleId = useId();
  const gateId = useId();
  const root = useRef<HTMLElement>(null);
  const near = useNearViewport(root);
  const age = useAgeConfirmation(ageConfirmed, portal);
  // The adapter is chosen once: a listing does not move between memory and the address bar.
  const [adapter] = useState(() => (routing ? createHistoryAdapter(routing === true ? {} : routing) : createMemoryAdapter()));
  const base = useMemo(() => ({ category, country_id: country, city_id: city }), [category, country, city]);
  const { filters, page, setFilters, setPage, reset } = useFilters({ adapter, base });
  const perPage = limit === undefined ? undefined : Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
  const list = useProfileList(filters, page, { enabled: near, perPage });
  const options = useQuery({ ...usePortalQueries().reference.filterData(category), enabled: showFilters && canFilter && near });
  // The API answers pictures as paths of its own host (/media/...): read on the page's origin they break.
  const { resolveUrl } = client;
  const profiles = useMemo(
    () => list.profiles.map((p) => (p.main_image ? { ...p, main_image: { ...p.main_image, image: resolveUrl(p.main_image.image) } } : p)),
    [list.profiles, resolveUrl],
  );
  const title = texts.title ?? t(`categories.${category}.title`);
  const listHref = `${portal}${routePath(LIST_ROUTE[category], {}, locale)}`;
  const navigate = (n: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPage(n);
  };

  return (
    <section ref={root} className={cx(styles.root, classNames.root)} aria-labelledby={titleId} lang={toBcp47(locale)}>
      <h2 id={titleId} className={cx(styles.title, classNames.title)}>{title}</h2>
      {age.confirmed ? null : (
        // In place and not modal: nothing covers the host page; the cards stay blurred and out of reach until confirmed.
        <div role="dialog" aria-labelledby={`${gateId}-title`} aria-describedby={`${gateId}-body`} className={cx(styles.ageGate, classNames.ageGate)}>
          <h3 id={`${gateId}-title`} className={styles.ageTitle}>{texts.age?.title ?? t('ageGate.title')}</h3>
          <p id={`${gateId}-body`} className={styles.ageBody}>{texts.age?.body ?? t('ageGate.body')}</p>
          <Button className={classNames.ageConfirm} onClick={age.confirm}>{texts.age?.confirm ?? t('ageGate.confirm')}</Button>
        </div>
      )}
      <div className={age.confirmed ? styles.content : cx(styles.content, styles.blurred)} inert={!age.confirmed}>
      {showFilters && options.data ? (
        <FilterPanel value={filters} onChange={setFilters} onReset={reset} options={options.data.data.profile}
          layout="inline" texts={texts.filters} classNames={classNames.filters} />
      ) : null}
      {list.isError ? (
        <p role="alert" className={cx(styles.status, classNames.status)}>
          {texts.error ?? t('listing.error')} <a href={listHref} className={cx(styles.more, classNames.more)}>{texts.more ?? title}</a>
        </p>
      ) : !list.isLoading && profiles.length === 0 ? (
        <p role="status" className={cx(styles.status, classNames.status)}>{texts.empty ?? t('listing.empty')}</p>
      ) : (
        <CardGrid
          items={profiles}
          loading={list.isLoading}
          busy={list.isUpdating}
          skeletonCount={perPage ?? 8}
          label={title}
          classNames={classNames.grid}
          texts={{ loading: texts.loading }}
          renderItem={(p, hints) => (
            <ProfileCard profile={p} loading={hints.loading} fetchPriority={hints.fetchPriority} classNames={classNames.card} texts={texts.card}
              href={`${portal}${routePath(p.category === 'web_cam' ? 'web-cam-detail' : 'escort-profile', { slug: p.slug }, locale)}`} />
          )}
        />
      )}
      {showPagination && list.meta && list.meta.total_pages > 1 ? (
        <Pagination page={page} totalPages={list.meta.total_pages} hrefFor={(n) => `${listHref}?page=${n}`} onNavigate={navigate}
          texts={texts.pagination} classNames={classNames.pagination} />
      ) : null}
      </div>
    </section>
  );
}
