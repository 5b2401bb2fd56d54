import { AGE_CONFIRMATION_MAX_AGE_S, LOCALE_BCP47, LOCALES, COOKIE_NAMES } from '@portal/sdk';
import { loadCatalog } from '@portal/sdk/i18n';
import { pickTexts } from './dictionary';
import type { EmbedTexts } from './dictionary';

/**
 * Evaluated by scripts/build-embed.mjs in Node, never shipped: its result is inlined into the
 * bundle as a constant. sdk/session (which pulls zod through its schemas) stays out of the bundle;
 * only the cookie name travels.
 */
export async function buildData(): Promise<{ texts: Record<string, EmbedTexts>; ageCookie: string; ageMaxAge: number }> {
  const texts: Record<string, EmbedTexts> = {};
  for (const locale of LOCALES) {
    texts[locale] = pickTexts(await loadCatalog(locale), LOCALE_BCP47[locale]);
  }
  return { texts, ageCookie: COOKIE_NAMES.ageConfirmed, ageMaxAge: AGE_CONFIRMATION_MAX_AGE_S };
}
