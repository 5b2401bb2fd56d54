import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { localizePath, routePath, switchLocale } from '@portal/sdk';
import type { LocaleTag } from '@portal/sdk';
import { loadCatalog, loadSection } from '@portal/sdk/i18n';
import { createListingClient } from '@portal/sdk/listing';
import { changeLocale } from '@portal/sdk/react';
import { answer, client, json, serveMockApi } from '../client/server';

/**
 * Every entry takes the same locale input as the client's `locale` option: one of the nine codes or
 * a BCP 47 tag of one. What leaves the SDK (a path, Content-Language, the API's `locale` query)
 * keeps the portal's codes: `cz` for Czech however it was written.
 */
serveMockApi();

const CZECH: LocaleTag[] = ['cz', 'cs', 'cs-CZ', 'cs_CZ'];

describe('the same locale input everywhere', () => {
  it.each(CZECH)('%s: the route helpers write the /cz prefix', (tag) => {
    expect(routePath('escort-list', {}, tag)).toBe(routePath('escort-list', {}, 'cz'));
    expect(routePath('escort-list', {}, tag)).toMatch(/^\/cz\//);
    expect(localizePath('/escort', tag)).toBe('/cz/escort');
    expect(switchLocale('/de/escort?page=2', tag)).toBe('/cz/escort?page=2');
  });

  it('a region tag of another language too (pt-BR, en-GB), and English stays unprefixed', () => {
    expect(localizePath('/escort', 'pt-BR')).toBe('/pt/escort');
    expect(localizePath('/escort', 'en-GB')).toBe('/escort');
  });

  it.each(CZECH)('%s: the catalogs and sections load the Czech ones', async (tag) => {
    expect(await loadCatalog(tag)).toBe(await loadCatalog('cz'));
    expect(await loadSection('legal', tag)).toBe(await loadSection('legal', 'cz'));
  });

  it('an unknown value is an UnknownLocaleError for the loaders, never English', async () => {
    await expect(loadCatalog('xx' as LocaleTag)).rejects.toThrow(/Unknown locale "xx"/);
  });

  it.each(CZECH)('%s: the clients send Content-Language: cz, and the language preference as cz', async (tag) => {
    const calls = answer(() => json({ message: 'Locale is set' }));
    const full = client({ locale: tag });
    await full.session.setLocale(tag).catch(() => undefined);
    const listing = createListingClient({ baseUrl: 'http://api.test', locale: tag });
    await listing.profiles.list().catch(() => undefined);
    expect(calls.map((call) => call.headers.get('content-language'))).toEqual(['cz', 'cz']);
    expect(calls[0]?.url.searchParams.get('locale')).toBe('cz');
  });

  it('changeLocale takes a tag as setLocale does', async () => {
    const full = client({ locale: 'de' });
    await changeLocale(full, new QueryClient(), 'pt-BR');
    expect(full.getLocale()).toBe('pt');
  });
});
