import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP, PAGE_SIZE } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session';
import { API_MESSAGES } from '../../schemas/constants';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import { DESKTOP_USER_AGENT as USER_AGENT } from './support/chromium';
import { startSite, type RunningSite } from './site-server';

/**
 * Out-of-range input: a listing page that does not exist is the 404 page, one
 * behaviour on every listing, never a 5xx and never an empty page that still counts every result;
 * absurd ids are 404 too. The site runs on its embedded mock.
 */
let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const get = (path: string) =>
  fetch(site.url + path, { headers: { 'user-agent': USER_AGENT, cookie: `${COOKIE_NAMES.ageConfirmed}=1` }, redirect: 'manual' });

describe('pages beyond the last, and absurd numbers', () => {
  it.each([
    '/escort?page=99', '/escort?page=9007199254740993', '/de/escort?page=99999999999999999999', '/agencies?page=500',
    '/massage_salons?page=9007199254740993', '/reviews?page=900', '/escort/99999999999999999999', '/agency/99999999999999999999',
    '/escort/9007199254740993',
  ])('%s answers the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(HTTP.notFound);
    const html = await response.text();
    const catalog = path.startsWith('/de/') ? de : en;
    expect(html).toContain(path.startsWith('/de/') ? de.pages.notFound.title : API_MESSAGES.pageNotFound);
    expect(html).not.toContain(catalog.listing.empty);
  });

  it('a listing page past the last keeps its 404 and links to the last page, filters kept', async () => {
    const fr = (await import('@portal/sdk/i18n/fr')).default;
    for (const [path, filters, catalog] of [['/escort?page=33', 'category=escort', en], ['/fr/escort?city_id=6&page=999', 'category=escort&city_id=6', fr]] as const) {
      const { meta } = await (await fetch(`${site.apiUrl}/api/profile?${filters}`)).json() as { meta: { total_pages: number } };
      const response = await get(path);
      expect(response.status).toBe(HTTP.notFound);
      const html = await response.text();
      const base = path.split('?')[0] as string;
      const last = meta.total_pages > 1 ? `page=${meta.total_pages}` : '';
      const query = [filters.includes('city_id') ? 'city_id=6' : '', last].filter(Boolean).join('&amp;');
      const label = catalog.pages.notFound.lastPage.replace('{page}', String(meta.total_pages));
      expect(html).toContain(`<a href="${base}${query ? `?${query}` : ''}"`);
      expect(html).toContain(label);
    }
  });

  it('the last page of a listing and a page that is no number still render', async () => {
    const first = await (await fetch(`${site.apiUrl}/api/profile?category=escort`)).json() as { meta: { total_pages: number; total_items: number } };
    expect(first.meta.total_items).toBeGreaterThan(PAGE_SIZE);
    for (const path of [`/escort?page=${first.meta.total_pages}`, '/escort?page=abc', '/escort?page=0']) {
      expect([path, (await get(path)).status]).toEqual([path, HTTP.ok]);
    }
  });
});
