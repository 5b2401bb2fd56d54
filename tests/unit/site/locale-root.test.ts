import { describe, expect, it } from 'vitest';
import { localeRootTarget } from '../../../ui/site/server/locale-root';
import type { LocaleRootRequest } from '../../../ui/site/server/locale-root';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SITE = 'https://portal.example';
const visit = (over: Partial<LocaleRootRequest>): LocaleRootRequest => ({
  path: '/', search: '', cookie: 'locale=de', userAgent: CHROME, siteOrigin: SITE, from: undefined, ...over,
});

describe('localeRootTarget (the remembered language, and / still opened in English)', () => {
  it('sends a visitor who chose another language from / to that language’s root', () => {
    expect(localeRootTarget(visit({}))).toBe('/de');
    expect(localeRootTarget(visit({ cookie: 'age_confirmed=1; locale=ru' }))).toBe('/ru');
    // From another site (a search result, a bookmark has none): still an entry at the root.
    expect(localeRootTarget(visit({ from: 'https://search.example' }))).toBe('/de');
  });

  it('keeps the query keys the home page owns and drops made-up ones', () => {
    expect(localeRootTarget(visit({ search: '?x=1' }))).toBe('/de');
  });

  it('leaves English, no choice and an unknown cookie value on the English root', () => {
    expect(localeRootTarget(visit({ cookie: 'locale=en' }))).toBeNull();
    expect(localeRootTarget(visit({ cookie: undefined }))).toBeNull();
    expect(localeRootTarget(visit({ cookie: 'locale=xx' }))).toBeNull();
  });

  it('never redirects a crawler: the English root is indexed as English', () => {
    expect(localeRootTarget(visit({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).toBeNull();
  });

  it('takes a step to / inside the site as a choice of English (the switcher before its script ran)', () => {
    expect(localeRootTarget(visit({ from: SITE }))).toBeNull();
  });

  it('touches no other path: a link to an English page says English', () => {
    for (const path of ['/escort', '/escort/viya-1202', '/de', '/login']) expect(localeRootTarget(visit({ path }))).toBeNull();
  });
});
