import { DEFAULT_LOCALE, LOCALES } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { isLocale, matchLocale } from '../locale';
import type { LocaleTag } from '../locale';

/**
 * §2: English has no prefix, the eight other languages are `/{locale}`. These helpers move a path
 * between languages and keep everything after the prefix (page, query string, hash) untouched.
 * They never throw: paths come from the address bar and cookies.
 */

const PREFIXED: ReadonlySet<string> = new Set(LOCALES.filter((l) => l !== DEFAULT_LOCALE));

export { isLocale };

export interface UrlParts {
  /** Everything before the first `?` or `#`. */
  readonly pathname: string;
  /** `?...` up to the hash, or ''. */
  readonly search: string;
  /** `#...`, or ''. */
  readonly hash: string;
}

export function splitUrl(input: string): UrlParts {
  const q = input.indexOf('?');
  const h = input.indexOf('#');
  const end = q === -1 ? h : h === -1 ? q : Math.min(q, h);
  if (end === -1) return { pathname: input, search: '', hash: '' };
  const pathname = input.slice(0, end);
  if (h === -1) return { pathname, search: input.slice(end), hash: '' };
  // A `?` after the `#` belongs to the hash.
  return { pathname, search: q !== -1 && q < h ? input.slice(q, h) : '', hash: input.slice(h) };
}

/**
 * The locale a path is prefixed with (case-insensitive) and the path without it, query string
 * and hash kept: `/ES/escort?page=2` → `{ locale: 'es', path: '/escort?page=2' }`.
 * Unprefixed paths are English. `/en/...` is not a prefix: English has none.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  if (typeof path !== 'string') return { locale: DEFAULT_LOCALE, path: '/' };
  const { pathname, search, hash } = splitUrl(path);
  if (!pathname.startsWith('/')) return { locale: DEFAULT_LOCALE, path };
  const slash = pathname.indexOf('/', 1);
  const first = (slash === -1 ? pathname.slice(1) : pathname.slice(1, slash)).toLowerCase();
  if (!PREFIXED.has(first)) return { locale: DEFAULT_LOCALE, path };
  const rest = slash === -1 ? '/' : pathname.slice(slash);
  return { locale: first as Locale, path: rest + search + hash };
}

export function stripLocale(path: string): string {
  return splitLocale(path).path;
}

/**
 * The path of a page in a locale, from an unprefixed path: `('/escort', 'es')` → `/es/escort`,
 * `('/', 'fr')` → `/fr`, `('/escort', 'en')` → `/escort`. A path that already has a prefix has it
 * replaced, so calling this twice is harmless. `locale` is a locale or a BCP 47 tag of one (`cs` and
 * `cs-CZ` give the `/cz` prefix, `pt-BR` `/pt`); a value that names none of the nine (a stray
 * string from a URL) falls back to English.
 */
export function localizePath(path: string, localeTag: LocaleTag): string {
  const raw = typeof path === 'string' ? path : '/';
  const unprefixed = stripLocale(raw.startsWith('/') ? raw : `/${raw}`);
  const locale = isLocale(localeTag) ? localeTag : matchLocale(localeTag);
  if (locale === undefined || locale === DEFAULT_LOCALE) return unprefixed;
  const { pathname, search, hash } = splitUrl(unprefixed);
  // The localized home is `/es`, not `/es/`: one canonical URL per page.
  return `/${locale}${pathname === '/' ? '' : pathname}${search}${hash}`;
}

/** The same page (and query string) in another language: for the language switcher. */
export function switchLocale(currentPath: string, locale: LocaleTag): string {
  return localizePath(stripLocale(currentPath), locale);
}
