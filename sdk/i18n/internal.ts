import { DEFAULT_LOCALE } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { isLocale, matchLocale } from '../locale';

/** Shared by createI18n and sections; not part of the public API. */

export type Tree = { readonly [key: string]: string | Tree };

export { isLocale };

/** The portal locale of an instance language (a BCP 47 tag: 'cs' -> 'cz'); anything unknown -> 'en'. */
export function portalLocale(tag: string | undefined): Locale {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}

/**
 * The plural forms a catalog key may be asked for. CLDR gives none of the portal's languages a
 * `zero` form, and filling it would shadow i18next's `_zero` lookup for a count of 0 (French reads
 * 0 as `one`); every other form is filled, so no Intl.PluralRules is needed to prepare a catalog.
 */
export const PLURAL_FORMS: readonly string[] = ['one', 'two', 'few', 'many', 'other'];

const PLURAL_OTHER = /^(.+)_other$/;

/**
 * A private copy of a catalog for one instance (so `addResource` on one request never leaks into
 * another), with any plural form a runtime's Intl may ask for but the catalog lacks filled from
 * `_other`. The catalogs carry exactly the CLDR forms (the tests check it); the fill only guards
 * against an older or newer CLDR in some browser, which would otherwise show the raw key.
 */
export function prepare(tree: Tree, categories: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? value : prepare(value, categories);
  }
  for (const [key, value] of Object.entries(tree)) {
    const base = PLURAL_OTHER.exec(key)?.[1];
    if (base === undefined || typeof value !== 'string') continue;
    for (const category of categories) out[`${base}_${category}`] ??= value;
  }
  return out;
}

/** `('pages.legal', x)` -> `{ pages: { legal: x } }`. */
export const nestAt = (path: string, value: unknown): Record<string, unknown> =>
  path.split('.').reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value as Record<string, unknown>);
