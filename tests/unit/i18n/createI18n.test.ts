import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, LOCALES, PHOTO_MIN_COUNT, RATE_DURATIONS, TEXT_MIN_LENGTH } from '../../../schemas/constants';
import { SITE_NAME } from '../../../sdk/i18n/brand';
import { CATALOG_LOADERS, SECTION_LOADERS, addSection, cloneSharedI18n, createI18n, hasSection, isLocale, loadCatalog } from '@portal/sdk/i18n';
import { formatNumber, rateDurationLabel } from '../../../sdk/i18n/format';
import { UnknownLocaleError } from '../../../sdk/locale';
import type { LocaleTag } from '../../../sdk/locale';
import ruForms from '../../../sdk/i18n/sections/forms/ru';

describe('createI18n: plurals', () => {
  it('Russian picks one / few / many / other', async () => {
    const i18n = await createI18n('ru');
    const found = (count: number) => i18n.t('listing.found', { count });
    expect(found(1)).toBe('Найдена 1 анкета');
    expect(found(2)).toBe('Найдено 2 анкеты');
    expect(found(5)).toBe('Найдено 5 анкет');
    expect(found(11)).toBe('Найдено 11 анкет');
    expect(found(21)).toBe('Найдена 21 анкета');
    expect(found(22)).toBe('Найдено 22 анкеты');
    expect(found(1.5)).toBe('Найдено 1,5 анкеты');
    expect(i18n.t('units.hours', { count: 48 })).toBe('48 часов');
  });

  it('Czech (`cz`, registered as `cs`) uses Czech rules', async () => {
    const i18n = await createI18n('cz');
    expect(i18n.language).toBe('cs');
    const found = (count: number) => i18n.t('listing.found', { count });
    expect(found(1)).toBe('Nalezen 1 profil');
    expect(found(2)).toBe('Nalezeny 2 profily');
    expect(found(4)).toBe('Nalezeny 4 profily');
    expect(found(5)).toBe('Nalezeno 5 profilů');
    expect(found(21)).toBe('Nalezeno 21 profilů');
    expect(i18n.t('units.hours', { count: 1.5 })).toBe('1,5 hodiny');
    expect(i18n.t('units.days', { count: 3 })).toBe('3 dny');
  });

  it('one / other languages, and the CLDR `many` of French', async () => {
    const el = await createI18n('el');
    expect(el.t('listing.found', { count: 1 })).toBe('Βρέθηκε 1 προφίλ');
    expect(el.t('listing.found', { count: 3 })).toBe('Βρέθηκαν 3 προφίλ');
    const de = await createI18n('de');
    expect(de.t('reviews.count', { count: 1 })).toBe('1 Bewertung');
    expect(de.t('reviews.count', { count: 12500 })).toBe('12.500 Bewertungen');
    const fr = await createI18n('fr');
    expect(fr.t('listing.found', { count: 0 })).toBe('0\u00a0profil trouvé');
    // Counts grouped as each language groups them, from four digits where it does.
    expect((await createI18n('en')).t('listing.found', { count: 1276 })).toBe('1,276 profiles found');
    const es = await createI18n('es');
    expect(de.t('listing.found', { count: 1276 })).toBe('1.276 Profile gefunden');
    expect(de.t('reviews.count', { count: 3522 })).toBe('3.522 Bewertungen');
    expect(fr.t('listing.found', { count: 1276 })).toBe('1\u202f276\u00a0profils trouvés');
    expect(el.t('listing.found', { count: 1276 })).toBe('Βρέθηκαν 1.276 προφίλ');
    // Other numbers group from five digits only: a year stays as written, a balance of 1200 too.
    expect(de.t('footer.copyright', { year: 2026 })).toContain('2026');
    expect(es.t('listing.found', { count: 1276 })).toBe('1276 perfiles encontrados');
    expect(fr.t('listing.found', { count: 1_000_000 })).toBe('1\u202f000\u202f000\u00a0de profils trouvés');
  });

  it('every locale resolves every plural key for any count, never the raw key', async () => {
    const instances = await Promise.all(LOCALES.map((l) => createI18n(l)));
    const keys = ['listing.found', 'profile.photos', 'reviews.count', 'units.days', 'units.hours', 'payments.coins', 'listing.age'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...keys), (count, key) => {
        for (const i18n of instances) {
          const text = i18n.t(key, { count });
          expect(text).not.toBe(key);
          // Totals a visitor reads (found, reviews) group as the language does; other counts from five digits.
          const grouping = key === 'listing.found' || key === 'reviews.count' ? 'auto' : 'min2';
          expect(text).toContain(formatNumber(count, i18n.language, { useGrouping: grouping }));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('createI18n: interpolation', () => {
  it('fills single-brace placeholders; English rebuilds the schemas’ own messages', async () => {
    // The form errors come with every section of pages with forms (here the editor's).
    const en = await createI18n('en', { sections: ['editor'] });
    expect(en.t('validation.descriptionMax', { n: DESCRIPTION_MAX_LENGTH })).toBe(
      `The description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`,
    );
    expect(en.t('validation.textMin', { n: TEXT_MIN_LENGTH })).toBe(`fill in at least ${TEXT_MIN_LENGTH} characters`);
    expect(en.t('validation.photosMin', { n: PHOTO_MIN_COUNT })).toBe(`You must upload at least ${PHOTO_MIN_COUNT} photos`);
    expect(en.t('listing.pageOf', { n: 2, total: 7 })).toBe('Page 2 of 7');
    expect(en.t('pages.notFound.text', { path: '/nope' })).toBe('The page /nope does not exist');
  });

  it('does not escape (React does) and fills {site} by default', async () => {
    const en = await createI18n('en');
    expect(en.t('pages.notFound.text', { path: '/a?b=<c>&d' })).toBe('The page /a?b=<c>&d does not exist');
    expect(en.t('meta.title')).toMatch(new RegExp(`^${SITE_NAME}: `));
    expect(en.t('footer.copyright', { year: 2025 })).toBe(`© 2025 ${SITE_NAME}. All rights reserved.`);
  });

  it('formats interpolated numbers for the locale', async () => {
    const de = await createI18n('de', { sections: ['forms'] });
    expect(de.t('validation.descriptionMax', { n: 2000 })).toBe('Die Beschreibung darf höchstens 2000 Zeichen lang sein');
    expect(de.t('listing.found', { count: 12345 })).toBe('12.345 Profile gefunden');
    const ru = await createI18n('ru');
    expect(ru.t('units.hours', { count: 1.5 })).toBe('1,5 часа');
    const en = await createI18n('en');
    expect(en.t('listing.found', { count: 12345 })).toBe('12,345 profiles found');
  });

  it('labels every rate duration of the spec in every language', async () => {
    for (const locale of LOCALES) {
      const i18n = await createI18n(locale);
      for (const duration of RATE_DURATIONS) {
        const { key, count } = rateDurationLabel(duration);
        expect(count).toBeGreaterThan(0);
        expect(i18n.exists(`${key}_other`), `${locale} ${key}`).toBe(true);
        expect(i18n.t(key, { count })).not.toBe(key);
      }
    }
    const cz = await createI18n('cz');
    const { key, count } = rateDurationLabel('1.5 h');
    expect(cz.t(key, { count })).toBe('1,5 hodiny');
  });
});

describe('createI18n: instances and loading', () => {
  it('returns a fresh instance on every call', async () => {
    const [a, b] = await Promise.all([createI18n('en'), createI18n('en')]);
    expect(a).not.toBe(b);
    a.addResource('en', 'translation', 'common.yes', 'Yep');
    await a.changeLanguage('xx');
    expect(b.t('common.yes')).toBe('Yes');
    expect(b.language).toBe('en');
    const c = await createI18n('en');
    expect(c.t('common.yes')).toBe('Yes');
    expect((await loadCatalog('en')).common.yes).toBe('Yes');
  });

  it('loads only the requested locale unless a fallback is asked for', async () => {
    const de = await createI18n('de');
    expect(de.hasResourceBundle('de', 'translation')).toBe(true);
    expect(de.hasResourceBundle('en', 'translation')).toBe(false);

    const withFallback = await createI18n('de', { fallback: true });
    expect(withFallback.hasResourceBundle('en', 'translation')).toBe(true);
    withFallback.removeResourceBundle('de', 'translation');
    withFallback.addResourceBundle('de', 'translation', { common: { no: 'Nein' } });
    expect(withFallback.t('common.yes')).toBe('Yes');
    expect(withFallback.t('common.no')).toBe('Nein');
  });

  it('reads BCP 47 tags of the nine and refuses anything else with a typed error', async () => {
    expect(isLocale('cz')).toBe(true);
    expect(isLocale('cs')).toBe(false);
    expect((await createI18n('cs-CZ')).language).toBe('cs');
    expect((await createI18n('pt-BR')).t('common.cancel')).toBe((await createI18n('pt')).t('common.cancel'));
    // @ts-expect-error: not one of the nine, nor a tag of one
    await expect(createI18n('xx')).rejects.toBeInstanceOf(UnknownLocaleError);
    await expect(createI18n('' as LocaleTag)).rejects.toThrow(/Unknown locale ""/);
  });

  it('has a lazy loader for every locale and shares one load between callers', async () => {
    expect(Object.keys(CATALOG_LOADERS).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(SECTION_LOADERS.legal).sort()).toEqual([...LOCALES].sort());
    for (const section of Object.keys(SECTION_LOADERS) as (keyof typeof SECTION_LOADERS)[]) {
      expect(Object.keys(SECTION_LOADERS[section]).sort(), section).toEqual([...LOCALES].sort());
    }
    const [x, y] = await Promise.all([loadCatalog('pt'), loadCatalog('pt')]);
    expect(x).toBe(y);
  });

  it('loads a section on demand, or with the catalog', async () => {
    const cz = await createI18n('cz');
    expect(cz.t('pages.legal.terms.title')).toBe('Obchodní podmínky');
    expect(cz.exists('pages.legal.terms.p1')).toBe(false);
    await addSection(cz, 'legal');
    expect(cz.t('pages.legal.terms.p1')).toMatch(/^Tento web/);
    expect(cz.t('pages.legal.terms.title')).toBe('Obchodní podmínky');

    const ru = await createI18n('ru', { sections: ['legal'] });
    expect(ru.t('pages.legal.privacy.p3')).toMatch(/^Платежи/);
    const other = await createI18n('ru');
    expect(other.exists('pages.legal.privacy.p3')).toBe(false);
  });

  it('mounts the editor section at `editor`, with its plurals', async () => {
    const ru = await createI18n('ru', { sections: ['editor', 'legal'] });
    expect(ru.t('editor.steps.media')).toBe('Фото и видео');
    expect(ru.t('editor.moderationPending', { count: 48 })).toBe('Анкета на проверке: до 48 часов.');
    expect(ru.t('listing.found', { count: 5 })).toBe('Найдено 5 анкет');
    const en = await createI18n('en');
    expect(en.exists('editor.next')).toBe(false);
    await addSection(en, 'editor');
    expect(en.t('editor.next')).toBe('Next');
    expect(en.t('editor.send.hint', { count: 48 })).toBe('Moderators will check your profile within 48 hours.');
  });

  it('mounts the payments section beside the main catalog\'s own payments texts', async () => {
    const ru = await createI18n('ru');
    expect(ru.t('payments.coins', { count: 5 })).toBe('5 LoveCoins');
    expect(ru.t('payments.buyCoins')).toBe('Купить LoveCoins');
    expect(ru.exists('payments.packages.starter')).toBe(false);
    expect(hasSection(ru, 'payments')).toBe(false);
    await addSection(ru, 'payments');
    expect(hasSection(ru, 'payments')).toBe(true);
    expect(ru.t('payments.packages.starter')).toBe('выгодный старт');
    expect(ru.t('payments.offerDays', { count: 2 })).toBe('2 дня по цене одного');
    expect(ru.t('payments.buyCoins')).toBe('Купить LoveCoins');
    const en = await createI18n('en', { sections: ['payments'] });
    expect(en.t('payments.benefits.business.VIP.banner')).toBe('Banner placement');
    expect(en.t('payments.balance')).toBe('My balance');
  });

  it('tells a mounted section from a main catalog path of the same name', async () => {
    const cz = await createI18n('cz');
    // The main catalog has `pages.legal` (the titles) and `payments`, but not the sections' texts.
    expect(cz.getResource('cs', 'translation', 'pages.legal')).toBeDefined();
    expect(hasSection(cz, 'legal')).toBe(false);
    expect(hasSection(cz, 'payments')).toBe(false);
    await addSection(cz, 'legal');
    expect(hasSection(cz, 'legal')).toBe(true);
    // Clones share their base's resources, and so its sections.
    const base = await cloneSharedI18n('el');
    await addSection(base, 'payments');
    expect(hasSection(await cloneSharedI18n('el'), 'payments')).toBe(true);
  });

  it('never imports a catalog statically from the SDK modules', () => {
    for (const file of ['entries/i18n.ts', 'i18n/createI18n.ts', 'i18n/sections.ts', 'i18n/format.ts', 'i18n/internal.ts', 'i18n/keys.ts']) {
      const source = readFileSync(fileURLToPath(new URL(`../../../sdk/${file}`, import.meta.url)), 'utf8');
      const staticImports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
      expect(staticImports.filter((path) => /locales\/|sections\//.test(path!)), file).toEqual([]);
      expect(source, file).not.toMatch(/from 'react/);
    }
  });
});

describe('createI18n: sentence punctuation', () => {
  it('a Russian date at the end of a sentence ends it with one full stop, not two', async () => {
    const i18n = await createI18n('ru', { sections: ['editor'] });
    const date = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 1));
    expect(date).toMatch(/г\.$/);
    const text = i18n.t('editor.payments.activated', { package: 'VIP', date });
    expect(text).toBe(`Пакет VIP действует до ${date}`);
    expect(text).not.toMatch(/\.\.$/);
    expect(i18n.t('editor.business.freeUntil', { date })).toBe(`Бесплатно до ${date}`);
  });

  it('a value without a full stop keeps the text’s own', async () => {
    const i18n = await createI18n('en', { sections: ['editor'] });
    expect(i18n.t('editor.payments.activated', { package: 'VIP', date: 'Dec 1, 2026' })).toBe('VIP is active until Dec 1, 2026.');
  });
});

describe('createI18n: sections that come with others', () => {
  it('loads the form errors with the section of a page with forms, and not with the main catalog alone', async () => {
    const withAuth = await createI18n('ru', { sections: ['auth'] });
    expect(hasSection(withAuth, 'forms')).toBe(true);
    expect(withAuth.t('validation.required')).toBe(ruForms.required);
    const alone = await createI18n('ru');
    expect(hasSection(alone, 'forms')).toBe(false);
    await addSection(alone, 'feedback');
    expect(hasSection(alone, 'forms')).toBe(true);
    expect(alone.t('validation.email')).toBe(ruForms.email);
  });
});
