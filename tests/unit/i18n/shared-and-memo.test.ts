import { describe, expect, it } from 'vitest';
import { addSection, cloneSharedI18n, createI18n, memoizedT } from '@portal/sdk/i18n';
import { UnknownLocaleError } from '../../../sdk/locale';

describe('cloneSharedI18n (one instance per locale on the server, a clone per request)', () => {
  it('gives each call its own ready instance of the locale, translating like a fresh one', async () => {
    const [a, b, fresh] = await Promise.all([cloneSharedI18n('de'), cloneSharedI18n('de'), createI18n('de')]);
    expect(a).not.toBe(b);
    expect(a.isInitialized).toBe(true);
    expect(a.language).toBe('de');
    for (const count of [1, 2, 25]) expect(a.t('listing.age', { count })).toBe(fresh.t('listing.age', { count }));
    expect(b.t('nav.login')).toBe(fresh.t('nav.login'));
  });

  it('keeps locales apart, reads tags of the nine and refuses unknown locales', async () => {
    const [cz, tagged, en] = await Promise.all([cloneSharedI18n('cz'), cloneSharedI18n('en-GB'), createI18n('en')]);
    expect(cz.language).toBe('cs');
    expect(tagged.language).toBe('en');
    expect(tagged.t('nav.login')).toBe(en.t('nav.login'));
    // @ts-expect-error: not one of the nine
    await expect(cloneSharedI18n('xx')).rejects.toBeInstanceOf(UnknownLocaleError);
  });

  it('a language change on one request’s clone does not reach the next request', async () => {
    const first = await cloneSharedI18n('fr');
    await first.changeLanguage('en');
    const next = await cloneSharedI18n('fr');
    expect(next.language).toBe('fr');
  });
});

describe('memoizedT', () => {
  it('answers exactly as i18next does, for plain keys, plurals and interpolation', async () => {
    const i18n = await createI18n('ru');
    const t = memoizedT(i18n);
    for (const count of [1, 2, 5, 21, 1.5]) {
      expect(t('listing.found', { count })).toBe(i18n.t('listing.found', { count }));
      // Twice: the second answer comes from the cache and must be the same.
      expect(t('listing.found', { count })).toBe(i18n.t('listing.found', { count }));
    }
    expect(t('nav.login')).toBe(i18n.t('nav.login'));
    expect(t('listing.priceFrom', { price: '100 €' })).toBe(i18n.t('listing.priceFrom', { price: '100 €' }));
  });

  it('tells a number from the same digits as a string', async () => {
    const i18n = await createI18n('en');
    const t = memoizedT(i18n);
    expect(t('listing.found', { count: 1 })).toBe(i18n.t('listing.found', { count: 1 }));
    expect(t('listing.found', { count: '1' as unknown as number })).toBe(i18n.t('listing.found', { count: '1' as unknown as number }));
  });

  it('keeps a key asked with and without options, and with different options, apart', async () => {
    const i18n = await createI18n('en');
    const t = memoizedT(i18n);
    const asks = [
      () => t('listing.found', { count: 3 }),
      () => t('listing.found', { count: 1 }),
      () => t('listing.priceFrom', { price: '100 €' }),
      () => t('listing.priceFrom', { price: '90 €' }),
      () => t('listing.priceFrom'),
      // A default value, an object option and a context go straight to i18next.
      () => t('listing.priceFrom', 'From somewhere'),
      () => t('listing.priceFrom', { price: { amount: 1 } as unknown as string }),
    ];
    const first = asks.map((ask) => ask());
    expect(asks.map((ask) => ask())).toEqual(first);
    expect(first).toEqual([
      i18n.t('listing.found', { count: 3 }),
      i18n.t('listing.found', { count: 1 }),
      i18n.t('listing.priceFrom', { price: '100 €' }),
      i18n.t('listing.priceFrom', { price: '90 €' }),
      i18n.t('listing.priceFrom'),
      i18n.t('listing.priceFrom', 'From somewhere'),
      i18n.t('listing.priceFrom', { price: { amount: 1 } as unknown as string }),
    ]);
    expect(new Set(first.slice(0, 5)).size).toBe(5);
  });

  it('is one stable function per instance', async () => {
    const i18n = await createI18n('en');
    expect(memoizedT(i18n)).toBe(memoizedT(i18n));
  });

  it('forgets its answers when resources change (a section mounted after a miss)', async () => {
    const i18n = await createI18n('en');
    const t = memoizedT(i18n);
    const key = 'pages.legal.terms.p1';
    const before = t(key);
    await addSection(i18n, 'legal');
    expect(t(key)).toBe(i18n.t(key));
    expect(t(key)).not.toBe(before);
  });

  it('keeps its answers across requests that ask for a section their store already has', async () => {
    // The server's pages each add the visitor section to their clone; the clones share one store.
    const first = await cloneSharedI18n('de');
    await addSection(first, 'visitor');
    const next = await cloneSharedI18n('de');
    let changes = 0;
    next.store.on('added', () => (changes += 1));
    await addSection(next, 'visitor');
    expect(changes).toBe(0);
    expect(next.t('nav.login')).toBe(first.t('nav.login'));
  });

  it('follows the instance language', async () => {
    const i18n = await createI18n('en', { fallback: true });
    const t = memoizedT(i18n);
    const english = t('nav.login');
    i18n.addResourceBundle('de', 'translation', { nav: { login: 'Anmelden' } }, true, true);
    await i18n.changeLanguage('de');
    expect(t('nav.login')).toBe('Anmelden');
    expect(english).not.toBe('Anmelden');
  });
});
