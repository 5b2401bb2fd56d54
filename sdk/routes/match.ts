import { DEFAULT_LOCALE, LOCALES, PAGE_NOT_FOUND_MESSAGE } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import type { LocaleTag } from '../locale';
import { safeEncodeURIComponent } from './encode';
import { localizePath, splitLocale, splitUrl } from './locale-path';
import { NOT_FOUND_LAYOUT, ROUTES, getRoute } from './table';
import type { Layout, RouteId, RouteParams, TableRoute } from './table';

export { isLocale, localizePath, splitLocale, stripLocale, switchLocale } from './locale-path';

export interface RouteMatch {
  readonly kind: 'route';
  readonly locale: Locale;
  readonly route: TableRoute;
  /** Percent-decoded, original case. */
  readonly params: Readonly<Record<string, string>>;
  readonly layout: Layout;
  /** The path as requested, without query string and hash. */
  readonly path: string;
  /** The query string as requested (`?a=1`), or ''; the guard keeps it for the way back from login. */
  readonly search: string;
}

export interface NotFoundMatch {
  readonly kind: 'not-found';
  readonly locale: Locale;
  readonly path: string;
  readonly search: string;
  readonly message: typeof PAGE_NOT_FOUND_MESSAGE;
  readonly layout: Layout;
}

export type MatchResult = RouteMatch | NotFoundMatch;

type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly test: (value: string) => boolean };

interface Compiled {
  readonly route: TableRoute;
  readonly segments: readonly Segment[];
}

/** Ids are positive integers; at most 15 digits, so always a safe JS integer. */
const ID_RE = /^[1-9]\d{0,14}$/;

function compile(route: TableRoute): Compiled {
  const parts = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
  const segments = parts.map((part): Segment => {
    if (!part.startsWith(':')) return { kind: 'static', value: part.toLowerCase() };
    const name = part.slice(1);
    return { kind: 'param', name, test: name === 'id' ? (v) => ID_RE.test(v) : () => true };
  });
  return { route, segments };
}

const COMPILED = ROUTES.map(compile);

/**
 * First segments a single-segment param may not take, so the catch-all `/{slug}` does not swallow
 * `/escort`, `/login`, area roots such as `/client`, or a language code (`/es` is the Spanish
 * home, `/en` would be an English page pretending to be a prefix).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  ...LOCALES,
  ...COMPILED.flatMap((c) => (c.segments[0]?.kind === 'static' ? [c.segments[0].value] : [])),
]);

/**
 * Candidates by segment count and first static segment, so a lookup tries a handful of routes
 * instead of the whole table; routes whose first segment is a param are tried after, in table order.
 */
const BY_FIRST = new Map<string, Compiled[]>();
const PARAM_FIRST = new Map<number, Compiled[]>();
function push<K>(map: Map<K, Compiled[]>, key: K, c: Compiled): void {
  const list = map.get(key);
  if (list) list.push(c);
  else map.set(key, [c]);
}
for (const c of COMPILED) {
  const first = c.segments[0];
  if (first?.kind === 'param') push(PARAM_FIRST, c.segments.length, c);
  else push(BY_FIRST, `${c.segments.length}|${first?.value ?? ''}`, c);
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null; // Malformed `%` sequence: a bad URL, answered with 404 rather than an exception.
  }
}

function tryMatch(c: Compiled, decoded: readonly string[], lower: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < c.segments.length; i++) {
    const seg = c.segments[i]!;
    if (seg.kind === 'static') {
      if (seg.value !== lower[i]) return null;
    } else {
      const value = decoded[i]!;
      if (!seg.test(value) || (i === 0 && RESERVED_SEGMENTS.has(lower[i]!))) return null;
      params[seg.name] = value;
    }
  }
  return params;
}

/**
 * §2: which page a path shows, in which language. Case-insensitive on the prefix and static
 * segments, one trailing slash tolerated, query string and hash ignored. Never throws.
 */
export function matchRoute(path: string): MatchResult {
  const input = typeof path === 'string' ? path : '';
  const { pathname, search } = splitUrl(input);
  const { locale, path: rest } = splitLocale(pathname === '' ? '/' : pathname);
  const notFound: NotFoundMatch = {
    kind: 'not-found', locale, path: pathname, search, message: PAGE_NOT_FOUND_MESSAGE, layout: NOT_FOUND_LAYOUT,
  };
  if (!rest.startsWith('/')) return notFound;

  // One trailing slash after a segment is tolerated; `//` stays two empty segments (a 404).
  const trimmed = rest.length > 1 && rest.endsWith('/') && !rest.endsWith('//') ? rest.slice(0, -1) : rest;
  const raw = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  const decoded: string[] = [];
  for (const part of raw) {
    const value = decodeSegment(part);
    if (!value) return notFound; // Undecodable or empty (`//`).
    decoded.push(value);
  }
  const lower = decoded.map((s) => s.toLowerCase());

  const candidates = [
    ...(BY_FIRST.get(`${decoded.length}|${lower[0] ?? ''}`) ?? []),
    ...(PARAM_FIRST.get(decoded.length) ?? []),
  ];
  for (const c of candidates) {
    const params = tryMatch(c, decoded, lower);
    if (params) {
      return { kind: 'route', locale, route: c.route, params, layout: c.route.layout, path: pathname, search };
    }
  }
  return notFound;
}

export type RoutePathArgs<I extends RouteId> = [keyof RouteParams<I>] extends [never]
  ? [params?: Record<string, never>, locale?: LocaleTag]
  : [params: RouteParams<I>, locale?: LocaleTag];

/**
 * The URL of a route in a locale (English by default), params percent-encoded: the only way UI
 * links should be built. `routePath('escort-profile', { slug: 'anna' }, 'es')` → `/es/escort/anna`.
 * Throws on an unknown id or a missing param: a programming error the types already rule out.
 */
export function routePath<I extends RouteId>(id: I, ...args: RoutePathArgs<I>): string;
export function routePath(id: string, params?: Record<string, string | number>, locale: LocaleTag = DEFAULT_LOCALE): string {
  const route = getRoute(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  const path = route.pattern.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Route ${id} needs param "${name}"`);
    return safeEncodeURIComponent(String(value));
  });
  return localizePath(path, locale);
}
