import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas';
import type { Locale } from '../../../schemas';
import { buildReference } from '../../../mocks/seed';
import { BUSINESS_TYPE_ROWS, CATEGORY_TITLES, PARKING_TITLES, PAYMENT_TITLES, SERVICE_TITLES, SLIDE_TEXTS } from '../../../mocks/seed/reference-titles/catalogue';
import { PROFILE_OPTION_TITLES } from '../../../mocks/seed/reference-titles/profile-options';
import { OTHER_LOCALES } from '../../../mocks/seed/reference-titles/table';
import type { TitleTable } from '../../../mocks/seed/reference-titles/table';
import { getStore, resetStore } from '../../../mocks/store';
import { isPublicProfile } from '../../../mocks/store/profile-index';
import { call, startMockServer } from './helpers';

/**
 * The mock answers its reference tables in the request's language (Content-Language),
 * as a real API does, so no English value reaches a visitor of another language.
 */
startMockServer();
beforeAll(() => resetStore());

const english = buildReference();
/** Names that are the same in every script (brands). */
const BRANDS = new Set(['PayPal', 'OnlyFans', 'BDSM']);
/** A title in Cyrillic or Greek carries no Latin letter, brands aside. */
const latin = (titles: readonly string[]) => titles.filter((t) => !BRANDS.has(t) && /[A-Za-z]/.test(t));

async function get<T>(path: string, locale: Locale): Promise<T> {
  const answer = await call(path, { headers: { 'Content-Language': locale } });
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

type Titled = { title: string };
const titles = (list: readonly Titled[]) => list.map((o) => o.title);

describe('the tables', () => {
  /** The lists whose titles are words (ages are numbers, bust sizes letters; languages, weights and heights come from CLDR). */
  const WORD_LISTS = Object.keys(english.individual).filter((l) => !['ages', 'breast_sizes', 'languages', 'weights', 'heights', 'categories'].includes(l));

  it('have a complete row for every English title of the seed, in the eight other languages', () => {
    const check = (table: TitleTable | undefined, keys: readonly string[], what: string) => {
      for (const key of keys) {
        const row = table?.[key];
        expect(row, `${what}: ${key}`).toHaveLength(OTHER_LOCALES.length);
        for (const title of row ?? []) expect(title.trim(), `${what}: ${key}`).not.toBe('');
      }
    };
    for (const list of WORD_LISTS) check(PROFILE_OPTION_TITLES[list], titles(english.individual[list as 'genders']), list);
    check(SERVICE_TITLES, titles(english.services), 'services');
    check(PARKING_TITLES, titles(english.parking), 'parking');
    check(PAYMENT_TITLES, titles(english.payments), 'payments');
    check(CATEGORY_TITLES, english.categories.map((c) => c.slug), 'categories');
    check(BUSINESS_TYPE_ROWS, english.categories.filter((c) => c.type === 'business').map((c) => c.slug), 'business types');
    check(SLIDE_TEXTS, english.slides.flatMap((s) => [s.title, ...(s.subtitle ? [s.subtitle] : [])]), 'slides');
  });

  it('are translations, not English copies: the Russian and Greek columns are in their own scripts', () => {
    const tables: TitleTable[] = [...Object.values(PROFILE_OPTION_TITLES), SERVICE_TITLES, PARKING_TITLES, PAYMENT_TITLES, CATEGORY_TITLES, BUSINESS_TYPE_ROWS, SLIDE_TEXTS];
    const column = (locale: Locale) => tables.flatMap((t) => Object.values(t).map((row) => row[OTHER_LOCALES.indexOf(locale as 'ru')]!));
    expect(latin(column('ru'))).toEqual([]);
    expect(latin(column('el'))).toEqual([]);
  });
});

describe('answers by Content-Language', () => {
  it('the profile form’s options: German, Russian and Greek titles; English as the seed has them', async () => {
    type Data = { data: Record<string, Titled[]> };
    const de = (await get<Data>('/api/all-individual-data', 'de')).data;
    expect(titles(de.genders!)).toEqual(['Frau', 'Mann', 'Trans', 'Nichtbinär']);
    expect(titles(de.languages!)).toEqual(expect.arrayContaining(['Englisch', 'Ukrainisch', 'Tschechisch']));
    expect(titles(de.weights!)[0]).toBe('40 kg');
    const ru = (await get<Data>('/api/all-individual-data', 'ru')).data;
    const el = (await get<Data>('/api/all-individual-data', 'el')).data;
    for (const [list, options] of Object.entries(ru)) {
      if (list === 'ages' || list === 'breast_sizes') continue;
      expect(latin(titles(options)), `ru ${list}`).toEqual([]);
      expect(latin(titles(el[list]!)), `el ${list}`).toEqual([]);
    }
    expect(titles(ru.heights!)[0]).toBe('145 см');
    expect(titles(ru.nationalities!)).toContain('Украинская');
    const en = (await get<Data>('/api/all-individual-data', 'en')).data;
    expect(en).toEqual(JSON.parse(JSON.stringify(english.individual)));
  });

  it('the filter data: every group, the business types and the cities in Russian', async () => {
    type Data = { data: { profile: Record<string, unknown>; business: { types: Titled[]; countries: Array<{ cities: Titled[] }> } } };
    const { profile, business } = (await get<Data>('/api/filter-data?category=escort', 'ru')).data;
    for (const [group, options] of Object.entries(profile)) {
      if (!Array.isArray(options) || group === 'statuses' || group === 'countries' || group === 'bust_size') continue;
      expect(latin(titles(options as Titled[])), group).toEqual([]);
    }
    expect(latin(titles(business.types))).toEqual([]);
    expect(latin(business.countries.flatMap((c) => titles(c.cities)))).toEqual([]);
    expect(titles(profile.gender as Titled[])).toEqual(['Женщина', 'Мужчина', 'Транс', 'Небинарный']);
  });

  it('the catalogues: services, categories, parking and payment types, currencies and the banner slides', async () => {
    const list = async (path: string, locale: Locale) => titles((await get<{ data: Titled[] }>(path, locale)).data);
    for (const path of ['/api/services', '/api/categories', '/api/parking-types', '/api/payments-types', '/api/currency', '/api/index-slider']) {
      expect(latin(await list(path, 'ru')), path).toEqual([]);
      expect(latin(await list(path, 'el')), path).toEqual([]);
    }
    expect(await list('/api/currency', 'de')).toEqual(expect.arrayContaining(['US-Dollar', 'Euro', 'Schweizer Franken']));
    expect(await list('/api/currency', 'en')).toEqual(english.currencies.map((c) => c.title));
    expect((await list('/api/index-slider', 'el'))[0]).toBe('Συνοδοί κοντά σας');
    expect((await list('/api/index-slider', 'de'))[0]).toBe('Escorts in Ihrer Nähe');
    expect((await list('/api/index-slider', 'en'))[0]).toBe('Escorts near you');
  });

  it('a profile page: its parameters, services and currency in the reader’s language', async () => {
    const store = getStore();
    const p = [...store.profiles.values()].find((x) => isPublicProfile(x) && !x.incognito && x.inklusive_services.length > 0 && x.form.currencies_id !== undefined)!;
    type Answer = { data: { parameters: Record<string, Titled | Titled[] | number | null>; inklusive_services: Titled[]; additional_services: Titled[]; currency: Titled | null } };
    for (const locale of ['ru', 'el'] as const) {
      const { data } = await get<Answer>(`/api/profile/${p.slug}`, locale);
      const shown = Object.entries(data.parameters).filter(([k]) => k !== 'breast_size')
        .flatMap(([, v]) => (v === null || typeof v === 'number' ? [] : Array.isArray(v) ? v : [v]));
      expect(shown.length).toBeGreaterThan(3);
      expect(latin(titles(shown)), locale).toEqual([]);
      expect(latin(titles([...data.inklusive_services, ...data.additional_services])), locale).toEqual([]);
      expect(latin(data.currency ? [data.currency.title] : []), locale).toEqual([]);
    }
    const en = await get<Answer>(`/api/profile/${p.slug}`, 'en');
    expect(titles(en.data.inklusive_services)).toEqual(p.inklusive_services.map((s) => s.title));
  });

  it('a business page: its payment and parking types and services', async () => {
    const b = [...getStore().businesses.values()].find((x) => x.is_final && (x.general_info?.payment_types.length ?? 0) > 0)!;
    type Answer = { business: { payment_types: Titled[]; parking_types: Titled[]; inklusive_services: Titled[] } };
    const { business } = await get<Answer>(`/api/business/${b.slug}/show`, 'ru');
    expect(business.payment_types.length).toBeGreaterThan(0);
    expect(latin(titles([...business.payment_types, ...business.parking_types, ...business.inklusive_services]))).toEqual([]);
  });

  it('an incognito model’s card and the reviews’ filter data', async () => {
    const incognito = [...getStore().profiles.values()].find((x) => isPublicProfile(x) && x.incognito)!;
    const card = await get<{ data: { name: string } }>(`/api/profile/${incognito.slug}`, 'ru');
    expect(card.data.name).toBe('Инкогнито');
    type Data = { data: { cities: Titled[]; categories: Titled[] } };
    const { cities, categories } = (await get<Data>('/api/reviews-filter-data', 'ru')).data;
    expect(cities.length).toBeGreaterThan(10);
    expect(latin(titles([...cities, ...categories]))).toEqual([]);
    expect(titles(cities)).toEqual([...titles(cities)].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('every language answers: no title is empty', async () => {
    for (const locale of LOCALES) {
      const { data } = await get<{ data: Record<string, Titled[]> }>('/api/all-individual-data', locale);
      for (const options of Object.values(data)) for (const o of options) expect(o.title, locale).not.toBe('');
    }
  });
});
