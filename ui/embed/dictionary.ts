import type { Catalog } from '@portal/sdk';
import { BUSINESS_TYPES, PROFILE_CATEGORIES } from '@portal/sdk';

/** What a widget lists: profiles of a category, or businesses of a type. */
export type EmbedCategory = (typeof PROFILE_CATEGORIES)[number] | (typeof BUSINESS_TYPES)[number];

/**
 * The few strings the script-tag widget shows, picked from a full sdk/i18n catalog. Run at build
 * time only (scripts/build-embed.mjs): the bundle carries these picks for nine languages instead
 * of nine whole catalogs, and no translation is ever typed twice.
 */
export interface EmbedTexts {
  /** BCP 47 tag for Intl (`cs` for the portal's `cz`). */
  lang: string;
  badges: Record<'TOP' | 'VIP' | 'NEW' | 'IND' | 'verified', string>;
  sponsored: string;
  /** Plural forms of "{count} years" by Intl.PluralRules category (one, few, many, other). */
  age: Record<string, string>;
  priceFrom: string;
  loading: string;
  error: string;
  empty: string;
  more: string;
  gateTitle: string;
  gateBody: string;
  gateConfirm: string;
  /** Region label and fallback link text per category or business type ("Independent escorts"). */
  categories: Record<EmbedCategory, string>;
}

export function pickTexts(catalog: Catalog, lang: string): EmbedTexts {
  const l = catalog.listing as Catalog['listing'] & Record<string, unknown>;
  const age: Record<string, string> = {};
  for (const [key, value] of Object.entries(l)) {
    if (key.startsWith('age_') && typeof value === 'string') age[key.slice(4)] = value;
  }
  return {
    lang,
    badges: { ...catalog.listing.badges },
    sponsored: catalog.listing.sponsored,
    age,
    priceFrom: catalog.listing.priceFrom,
    loading: catalog.listing.loading,
    error: catalog.listing.error,
    empty: catalog.listing.empty,
    more: catalog.common.more,
    gateTitle: catalog.ageGate.title,
    gateBody: catalog.ageGate.body,
    gateConfirm: catalog.ageGate.confirm,
    categories: Object.fromEntries(
      [...PROFILE_CATEGORIES, ...BUSINESS_TYPES].map((c) => [c, catalog.categories[c].title]),
    ) as Record<EmbedCategory, string>,
  };
}
