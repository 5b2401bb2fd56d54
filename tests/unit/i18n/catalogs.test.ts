import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, WORKING_TIME_ALL_DAY } from '../../../schemas/constants';
import { SITE_NAME } from '../../../sdk/i18n/brand';
import type { Locale } from '../../../schemas/constants';
import { AUTH, CATALOGS, EDITOR, FEEDBACK, FORMS, STORIES, LEGAL, LOCALES, PAYMENTS, VISITOR, flatten, placeholders, pluralCategoriesOf, shape } from './helpers';

const OTHERS = LOCALES.filter((l) => l !== 'en');

/**
 * Words that may read the same as in English: brands and proper nouns, plus the few loanwords
 * the other languages really use as they are. Anything else equal to English is an untranslated
 * string. A value made only of placeholders, brands and punctuation ('{page} | {site}') passes.
 */
const BRANDS = ['LoveCoins', 'LoveCoin', 'OnlyFans', 'WhatsApp', 'Telegram', 'BDSM', 'VIP', 'TOP', SITE_NAME];
const LOANWORDS = new Set(['Blog', 'Escort', 'Model', 'Piercing', 'Password', 'No', 'Trans', 'Client']);

const onlyBrands = (value: string): boolean => {
  let rest = value.replace(/\{[^{}]+\}/g, '');
  for (const brand of BRANDS) rest = rest.split(brand).join('');
  return !/\p{L}/u.test(rest);
};

/** §8: where each API text lives in the catalog. */
const API_MESSAGE_KEYS: Record<keyof typeof API_MESSAGES, string> = {
  reviewCreated: 'reviews.created',
  resetLinkSent: 'auth.resetLinkSent',
  passwordReset: 'auth.passwordReset',
  emailVerified: 'auth.emailVerified',
  contactThanks: 'feedback.thanks',
  emailTaken: 'auth.emailTaken',
  registrationFailed: 'auth.registrationFailed',
  wrongPassword: 'auth.wrongPassword',
  pageNotFound: 'pages.notFound.title',
  videoUploaded: 'stories.uploaded',
  videoUploadFailed: 'stories.failed',
  genericError: 'stories.error',
  feedbackFailed: 'reviews.failed',
  likesClientsOnly: 'reviews.likesOnly',
  favoritesClientsOnly: 'reviews.favoritesOnly',
  reviewsUsersOnly: 'reviews.usersOnly',
  noProfiles: 'listing.empty',
  paymentUnavailable: 'payments.unavailable',
};

/** A language's main catalog with the sections that hold §8 and §5 texts, at their mounts. */
const withSections = (locale: Locale): Map<string, string> => new Map([
  ...flatten(CATALOGS[locale]),
  ...flatten(AUTH[locale], 'auth'),
  ...flatten(FEEDBACK[locale], 'feedback'),
  ...flatten(STORIES[locale], 'stories'),
  ...flatten(FORMS[locale], 'validation'),
]);

function checkSameKeys(all: Readonly<Record<Locale, object>>) {
  const reference = shape(flatten(all.en));
  for (const locale of LOCALES) {
    const { plain, plurals } = shape(flatten(all[locale]));
    expect([...plain].sort(), `${locale}: keys`).toEqual([...reference.plain].sort());
    expect([...plurals.keys()].sort(), `${locale}: plural keys`).toEqual([...reference.plurals.keys()].sort());
    const needed = pluralCategoriesOf(locale);
    for (const [base, forms] of plurals) expect([...forms].sort(), `${locale}: ${base}`).toEqual(needed);
  }
}

function checkValues(all: Readonly<Record<Locale, object>>) {
  const english = flatten(all.en);
  const otherOf = (key: string) => key.replace(/_(zero|one|two|few|many)$/, '_other');
  for (const locale of LOCALES) {
    for (const [key, value] of flatten(all[locale])) {
      expect(value.trim(), `${locale}: ${key} is empty`).not.toBe('');
      expect(value, `${locale}: ${key} has a double-brace placeholder`).not.toMatch(/\{\{|\}\}/);
      expect(value, `${locale}: ${key} has untrimmed spaces`).toBe(value.trim());
      const source = english.get(key) ?? english.get(otherOf(key));
      expect(source, `${locale}: ${key} has no English source`).toBeDefined();
      expect(placeholders(value), `${locale}: ${key} placeholders`).toEqual(placeholders(source!));
      if (locale !== 'en' && value === english.get(key)) {
        expect(onlyBrands(value) || LOANWORDS.has(value), `${locale}: ${key} is still English: '${value}'`).toBe(true);
      }
    }
  }
}

describe('catalogs', () => {
  it('all nine have the same keys, each with exactly the plural forms its language needs', () => {
    checkSameKeys(CATALOGS);
  });

  it('have no empty value, the same {placeholders} as English, and no untranslated text', () => {
    checkValues(CATALOGS);
  });

  it('the plural forms of one key use the same placeholders in every language', () => {
    for (const locale of LOCALES) {
      const { plurals } = shape(flatten(CATALOGS[locale]));
      expect(plurals.size).toBeGreaterThanOrEqual(10);
      for (const [base, forms] of plurals) {
        const flat = flatten(CATALOGS[locale]);
        const sets = [...forms].map((f) => placeholders(flat.get(`${base}_${f}`)!).join());
        expect(new Set(sets).size, `${locale}: ${base}`).toBe(1);
      }
    }
  });

  it('English holds the §8 texts as the API spells them', () => {
    const english = withSections('en');
    for (const [name, key] of Object.entries(API_MESSAGE_KEYS)) {
      expect(english.get(key), key).toBe(API_MESSAGES[name as keyof typeof API_MESSAGES]);
    }
    expect(english.get('errors.generic')).toBe(API_MESSAGES.genericError);
    expect(english.get('profile.allDay')).toBe(WORKING_TIME_ALL_DAY);
    expect(english.get('validation.descriptionMax')).toBe('The description cannot exceed {n} characters');
    expect(english.get('validation.textMin')).toBe('fill in at least {n} characters');
    expect(english.get('validation.photosMin')).toBe('You must upload at least {n} photos');
    // Rendered "1,276 profiles found": the total grouped as the language groups it.
    expect(english.get('listing.found_other')).toBe('{count, grouped} profiles found');
    expect(flatten(PAYMENTS.en).get('packages.starter')).toBe('advantageous start');
  });

  it('every other language translates the §8 texts', () => {
    for (const locale of OTHERS) {
      const flat = withSections(locale);
      for (const key of Object.values(API_MESSAGE_KEYS)) {
        expect(flat.get(key), `${locale}: ${key}`).toBeDefined();
        expect(flat.get(key), `${locale}: ${key}`).not.toBe(withSections('en').get(key));
      }
    }
  });

  it('keys that mirror data are spelt like the data', async () => {
    const { WEEK_DAYS, STATUS_FILTERS, BADGES, ROLES, BUSINESS_TYPES, LOVECOINS_PACKAGES } = await import('../../../schemas/constants');
    const en = CATALOGS.en as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(en.profile!.days!)).toEqual([...WEEK_DAYS]);
    expect(Object.keys(en.filters!.status!)).toEqual([...STATUS_FILTERS]);
    expect(Object.keys(en.listing!.badges!)).toEqual([...BADGES]);
    expect(Object.keys((AUTH.en as Record<string, object>).roles!)).toEqual([...ROLES]);
    expect(Object.keys(en.filters!.businessTypes!).sort()).toEqual([...BUSINESS_TYPES].sort());
    expect(Object.keys((PAYMENTS.en as Record<string, object>).packages!)).toEqual(LOVECOINS_PACKAGES.map((p) => p.id));
  });

  // The main catalog holds what every page may show: since the redesign that includes the footer's
  // column titles, the listing's "<category> in <city>" headings and filter chips and the paid
  // zone, and Russian's came to 8,004 bytes; a section holds one area's texts.
  it('the main catalog stays under 8.1 kB gzipped and each section under 8 kB', () => {
    for (const [name, all] of [['main', CATALOGS], ['legal', LEGAL], ['editor', EDITOR], ['visitor', VISITOR], ['payments', PAYMENTS], ['auth', AUTH], ['feedback', FEEDBACK], ['stories', STORIES], ['forms', FORMS]] as const) {
      for (const locale of LOCALES) {
        const size = gzipSync(JSON.stringify(all[locale]), { level: 9 }).length;
        expect(size, `${name} ${locale}: ${size} bytes`).toBeLessThanOrEqual(name === 'main' ? 8100 : 8000);
      }
    }
  });
});

describe.each([
  ['legal', LEGAL],
  ['editor', EDITOR],
  ['visitor', VISITOR],
  ['payments', PAYMENTS],
  ['auth', AUTH],
  ['feedback', FEEDBACK],
  ['stories', STORIES],
  ['forms', FORMS],
] as const)('%s section', (_, section) => {
  it('has the same keys, plural forms, placeholders and real translations in every language', () => {
    checkSameKeys(section);
    checkValues(section);
  });
});

describe('sections and the main catalog', () => {
  it('never define the same key twice', () => {
    const main = flatten(CATALOGS.en);
    for (const [mount, section] of [['pages.legal', LEGAL.en], ['editor', EDITOR.en], ['visitor', VISITOR.en], ['payments', PAYMENTS.en], ['auth', AUTH.en], ['feedback', FEEDBACK.en], ['stories', STORIES.en], ['validation', FORMS.en]] as const) {
      for (const key of flatten(section).keys()) expect(main.has(`${mount}.${key}`), `${mount}.${key}`).toBe(false);
    }
    expect(main.has('editor.next')).toBe(false);
  });

  it('fits under the page titles of the main catalog', () => {
    const titles = Object.keys((CATALOGS.en as { pages: { legal: object } }).pages.legal).sort();
    expect(Object.keys(LEGAL.en).sort()).toEqual(titles);
  });
});
