import type { Locale } from '@portal/sdk';

/**
 * The display face's subsets the site ships (ui/styles/fonts.css: Noto Serif Display 600) and which
 * of them a page in each language preloads. A heading's characters decide what the browser
 * downloads (each @font-face has its unicode-range); preloading the language's own subset puts that
 * one file on the critical path, beside the stylesheet, so headings swap to the face at first paint
 * or soon after. Czech needs latin-ext for its háčky besides the basic Latin of every other heading.
 */
export const DISPLAY_FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;
export type DisplayFontSubset = (typeof DISPLAY_FONT_SUBSETS)[number];

const SUBSETS_BY_LOCALE: Readonly<Record<Locale, readonly DisplayFontSubset[]>> = {
  en: ['latin'],
  es: ['latin'],
  fr: ['latin'],
  de: ['latin'],
  it: ['latin'],
  pt: ['latin'],
  cz: ['latin', 'latin-ext'],
  ru: ['cyrillic'],
  el: ['greek'],
};

/** The subsets a page in this language preloads, in order. */
export const displayFontSubsetsFor = (locale: Locale): readonly DisplayFontSubset[] => SUBSETS_BY_LOCALE[locale];

/** The client build manifest's key of a subset's woff2 (Vite lists each asset fonts.css references by its source path). */
export const displayFontKey = (subset: DisplayFontSubset): string =>
  `node_modules/@fontsource/noto-serif-display/files/noto-serif-display-${subset}-600-normal.woff2`;

/** The URLs to preload for a page in this language, from the build's URL of each subset (none in development). */
export function displayFontPreloads(locale: Locale, urls: Readonly<Partial<Record<DisplayFontSubset, string>>>): string[] {
  return displayFontSubsetsFor(locale).flatMap((subset) => (urls[subset] ? [urls[subset]] : []));
}
