import { LOCALES, LOCALE_BCP47 } from '../schemas/constants';
import type { Locale } from '../schemas/constants';

/**
 * Locale matching, once for the whole SDK: the client's `locale` option, `createI18n`, the route
 * helpers, the mock API's Content-Language and Accept-Language, and the script-tag widget's
 * `data-locale` all read a locale here.
 *
 * A BCP 47 tag maps to the catalog of its language subtag, case-insensitively, whatever its region
 * or script: `de-DE` and `de-AT` -> `de`, `pt-BR` -> `pt`, `en-GB` -> `en`, `el-GR` -> `el`. Czech
 * is `cs` in BCP 47 and `cz` in the portal's URLs and catalogs; both are accepted. `_` is read
 * like `-` (`pt_BR`, as POSIX locales and some apps write it).
 */

/** The language subtag of every locale (BCP 47: `cs` for the portal's `cz`). */
export type LocaleLanguage = Locale | (typeof LOCALE_BCP47)[Locale];

/**
 * What a locale option accepts: one of the nine locales, or a BCP 47 tag whose language is one
 * of them (`'cs'`, `'de-DE'`, `'pt-BR'`, `'el-GR'`, `'en-GB'`). `'xx'` does not compile; a string
 * of unknown content goes through `matchLocale` first.
 */
export type LocaleTag = LocaleLanguage | `${LocaleLanguage}-${string}` | `${LocaleLanguage}_${string}`;

/** A language subtag (2-3 letters), then any subtags (region, script, variant...). */
const TAG = /^([a-z]{2,3})(?:[-_][a-z\d]{1,8})*$/i;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a BCP 47 tag (`cs-CZ` -> `cz`), or undefined when its language is not one of the nine. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  const language = TAG.exec(tag.trim())?.[1]?.toLowerCase();
  return LOCALES.find((locale) => locale === language || LOCALE_BCP47[locale] === language);
}

/** Its mark in the global symbol registry: the ESM and CommonJS builds recognise each other's (see PortalError). */
const UNKNOWN_LOCALE: unique symbol = Symbol.for('@portal/sdk.UnknownLocaleError') as never;

/** Thrown where a locale is required and the value given is neither a locale nor a tag of one. */

export class UnknownLocaleError extends RangeError {
  override readonly name = 'UnknownLocaleError';
  constructor(
    /** The value given. */
    readonly tag: unknown,
  ) {
    super(`Unknown locale ${JSON.stringify(tag)}: expected one of ${LOCALES.join(', ')}, or a BCP 47 tag of one (de-DE, cs)`);
    Object.defineProperty(this, UNKNOWN_LOCALE, { value: true });
  }

  /** An instance of this build's class or of the package's other build (ESM or CommonJS). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return Function.prototype[Symbol.hasInstance].call(this, value)
      || (typeof value === 'object' && value !== null && (value as { [UNKNOWN_LOCALE]?: unknown })[UNKNOWN_LOCALE] === true);
  }
}

/** The locale of a tag, or an UnknownLocaleError: for options where English in place of a typo would go unnoticed. */
export function toLocale(tag: LocaleTag): Locale {
  const locale = matchLocale(tag);
  if (locale === undefined) throw new UnknownLocaleError(tag);
  return locale;
}

/**
 * The best of the nine for an Accept-Language header (`de-CH,de;q=0.9,en;q=0.8`): the tag with
 * the highest q-value that matches one, the header's order breaking ties; undefined when none
 * matches (the caller picks its default). `q=0` refuses a tag.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (typeof header !== 'string') return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const locale = matchLocale(tag);
    if (locale !== undefined && Number.isFinite(q) && q > 0 && (best === undefined || q > best.q)) best = { locale, q };
  }
  return best?.locale;
}
