import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore, server } from '../../../mocks/node';
import { PAGE_SIZE } from '../../../schemas/constants';
import { createListingClient } from '@portal/sdk/listing';
import type { ListingClient } from '@portal/sdk/listing';
import { createPortalClient } from '../../../sdk/client';
import type { PortalClient } from '../../../sdk/client';
import { createQueryClient, PortalClientProvider, usePortalClient } from '@portal/sdk/react';
import { ProfileListingWidget } from '../../../ui/widgets/index';
import type { ProfileListingWidgetProps } from '../../../ui/widgets/index';
import { I18nWrapper } from '../i18n';

/**
 * The React widget on a host page of another origin than the API (jsdom's page is
 * http://localhost:3000; the API is http://api.partner.test, answered by the mock backend).
 */
const API = 'http://api.partner.test/portal-api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function listRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/profile')) seen.push(url);
  });
  return seen;
}

function renderWidget(props: ProfileListingWidgetProps, client: PortalClient | ListingClient = createPortalClient({ baseUrl: API, locale: 'en' })) {
  return render(
    <I18nWrapper>
      <QueryClientProvider client={createQueryClient()}>
        <PortalClientProvider client={client}>
          <ProfileListingWidget ageConfirmed {...props} />
        </PortalClientProvider>
      </QueryClientProvider>
    </I18nWrapper>,
  );
}

const pictures = (cards: HTMLElement[]) => cards.map((card) => card.querySelector('img')?.getAttribute('src')).filter(Boolean);

describe('ProfileListingWidget on another origin than the API', () => {
  it('shows the card pictures from the API’s host, its path prefix kept', async () => {
    renderWidget({ limit: 6 });
    const cards = await screen.findAllByRole('article');
    const srcs = pictures(cards);
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src).toMatch(/^http:\/\/api\.partner\.test\/portal-api\/media\//);
  });

  it('resolves them against the client’s base, with a listing client too', async () => {
    const listing = createListingClient({ baseUrl: 'http://cdn-api.partner.test', locale: 'en' });
    renderWidget({ limit: 3 }, listing);
    for (const src of pictures(await screen.findAllByRole('article'))) expect(src).toMatch(/^http:\/\/cdn-api\.partner\.test\/media\//);
  });
});

describe('ProfileListingWidget with a limit', () => {
  it('asks the API for pages of that size and pages by them', async () => {
    const requests = listRequests();
    renderWidget({ limit: 4 });
    const first = await screen.findAllByRole('article');
    expect(first).toHaveLength(4);
    expect(requests.at(-1)?.searchParams.get('per_page')).toBe('4');
    const firstNames = first.map((card) => within(card).getByRole('heading').textContent);

    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page'));
    await waitFor(() => expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).not.toEqual(firstNames));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
    expect(requests.at(-1)?.searchParams.get('per_page')).toBe('4');
  });

  it('counts pages of that size: more pages than at the API’s default size', async () => {
    renderWidget({ limit: 4 });
    await screen.findAllByRole('article');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pageLinks = within(nav).getAllByRole('link', { name: /^Go to page \d+$/ });
    const last = Math.max(...pageLinks.map((link) => Number(link.textContent)));
    const total = (await createPortalClient({ baseUrl: API }).profiles.list({ category: 'escort' })).meta.total_items;
    expect(last).toBe(Math.ceil(total / 4));
    expect(last).toBeGreaterThan(Math.ceil(total / PAGE_SIZE));
  });
});

describe('PortalClientProvider with a listing client', () => {
  it('serves the listing, and says which client to create for anything else', () => {
    const listing = createListingClient({ baseUrl: API });
    const wrapper = ({ children }: { children: ReactNode }) => <PortalClientProvider client={listing}>{children}</PortalClientProvider>;
    const { result } = renderHook(() => usePortalClient(), { wrapper });
    expect(result.current.profiles.list).toBe(listing.profiles.list);
    expect(() => result.current.session).toThrow(/client\.session is not part of a listing client.*createPortalClient/);
  });
});

describe('ProfileListingWidget given its client', () => {
  it('needs no PortalClientProvider, and its client wins over the provider’s', async () => {
    const requests = listRequests();
    const own = createListingClient({ baseUrl: 'http://own-api.partner.test', locale: 'en' });
    render(
      <I18nWrapper>
        <QueryClientProvider client={createQueryClient()}>
          <ProfileListingWidget ageConfirmed client={own} limit={3} />
        </QueryClientProvider>
      </I18nWrapper>,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(requests.map((url) => url.host)).toEqual(['own-api.partner.test']);
  });
});

describe('ProfileListingWidget with showFilters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the filter panel with the full client', async () => {
    renderWidget({ limit: 3, showFilters: true });
    await screen.findAllByRole('article');
    expect(await screen.findByRole('button', { name: /reset|clear/i })).toBeTruthy();
  });

  it('says in the console, naming the option, when it is given a listing client that cannot load the filters', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    renderWidget({ limit: 3, showFilters: true }, createListingClient({ baseUrl: API, locale: 'en' }));
    await screen.findAllByRole('article');
    const said = errors.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => text.includes('showFilters'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/createPortalClient.*createListingClient/);
    // No request for the filter choices, no panel, the cards as usual.
    expect(requests.filter((path) => !path.endsWith('/api/profile'))).toEqual([]);
    expect(screen.queryByRole('button', { name: /reset|clear/i })).toBeNull();
  });

  it('stays quiet with a listing client when showFilters is off', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    renderWidget({ limit: 3 }, createListingClient({ baseUrl: API, locale: 'en' }));
    await screen.findAllByRole('article');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('ProfileListingWidget locale', () => {
  it.each([
    ['cz', 'cs'], ['cs', 'cs'], ['cs-CZ', 'cs'], ['pt-BR', 'pt'], ['de', 'de'],
  ] as const)('takes %s as the client does: links in the portal’s code, lang in BCP 47 (%s)', async (tag, lang) => {
    const { container } = renderWidget({ limit: 2, locale: tag, portal: 'https://portal.example' });
    const cards = await screen.findAllByRole('article');
    const code = lang === 'cs' ? 'cz' : lang;
    expect(container.querySelector('section')?.getAttribute('lang')).toBe(lang);
    for (const card of cards) expect(within(card).getAllByRole('link')[0]?.getAttribute('href')).toMatch(new RegExp(`^https://portal\\.example/${code}/`));
  });
});

describe('ProfileListingWidget with routing', () => {
  beforeEach(() => window.history.replaceState(null, '', '/partner/listing?utm_source=mail'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps its page in the host page’s address bar beside the page’s own parameters, and Back returns to page 1', async () => {
    renderWidget({ limit: 4, routing: true });
    const nav = within(await screen.findByRole('navigation', { name: 'Pages' }));
    const firstNames = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    await userEvent.click(nav.getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(window.location.pathname).toBe('/partner/listing');
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('mail');
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');

    window.history.back();
    await waitFor(() => expect(nav.getByRole('link', { name: 'Go to page 1' }).getAttribute('aria-current')).toBe('page'));
    await waitFor(() => expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(firstNames));
  });

  it('under a prefix, starts from the filters and page the address bar holds and leaves the page’s own `page` alone', async () => {
    window.history.replaceState(null, '', '/partner/listing?page=9&portal_page=2');
    const requests = listRequests();
    renderWidget({ limit: 4, routing: { prefix: 'portal_' } });
    const nav = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(nav.getByRole('link', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page');
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
    await userEvent.click(nav.getByRole('link', { name: 'Go to page 3' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('portal_page')).toBe('3'));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('9');
  });

  it('keeps its filters in memory without routing: the address bar does not change', async () => {
    renderWidget({ limit: 4 });
    const nav = within(await screen.findByRole('navigation', { name: 'Pages' }));
    await userEvent.click(nav.getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(window.location.search).toBe('?utm_source=mail');
  });
});
