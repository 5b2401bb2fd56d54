import type { ProfileCardData } from '@portal/components/ProfileCard';
import { stripLocale } from '@portal/sdk';

/**
 * The profiles this visitor opened last (beyond the spec): kept in this browser's localStorage only,
 * per device, never sent anywhere. The site records a profile once the 18+ gate is passed, shows
 * the list to visitors past the gate, and forgets an entry whose page answers 404 (a profile taken
 * offline): its link shows the not-found page, which removes it (shell/NotFound.tsx).
 */
export const RECENTLY_VIEWED_KEY = 'portal:recently-viewed';
/** How many are kept, newest first. */
export const RECENTLY_VIEWED_MAX = 8;

/** A card's fields and the profile page's path without its language prefix (`/escort/viya-1202`). */
export type RecentProfile = ProfileCardData & { path: string };

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: readonly RecentProfile[] } = { raw: null, list: [] };
const EMPTY: readonly RecentProfile[] = [];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** A site path or an http(s) address: what this site itself wrote, never `javascript:` or `//host`. */
const isSafePath = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)/.test(v);
const isImage = (v: unknown) => v === null || (isObject(v) && typeof v.image === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(v.image));

/** Only entries of the shape this module writes (the storage is the visitor's to edit). */
function isRecent(v: unknown): v is RecentProfile {
  return isObject(v) && typeof v.id === 'number' && typeof v.slug === 'string' && typeof v.category === 'string'
    && typeof v.name === 'string' && typeof v.age === 'number' && isObject(v.city) && typeof v.city.title === 'string'
    && isObject(v.statuses) && isImage(v.main_image) && isSafePath(v.path)
    && (v.price_from === null || (isObject(v.price_from) && typeof v.price_from.amount === 'number' && typeof v.price_from.currency === 'string'));
}

/** The list (the same array while the storage holds the same text, as useSyncExternalStore needs). */
export function readRecent(): readonly RecentProfile[] {
  let raw: string | null;
  try {
    raw = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.list;
  let list: readonly RecentProfile[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isRecent).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

/** The server (and hydration) has no list. */
export const readNoRecent = (): readonly RecentProfile[] => EMPTY;

function write(list: readonly RecentProfile[]): void {
  try {
    const target = storage();
    if (list.length === 0) target?.removeItem(RECENTLY_VIEWED_KEY);
    else target?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Full or switched off: the list is a convenience, the page goes on without it.
  }
  for (const listener of listeners) listener();
}

/** Listens to this tab's changes and other tabs' (the storage event). */
export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Puts a profile first (once), keeping the newest RECENTLY_VIEWED_MAX. */
export function rememberProfile(profile: RecentProfile): void {
  write([profile, ...readRecent().filter((p) => p.id !== profile.id)].slice(0, RECENTLY_VIEWED_MAX));
}

const pathKey = (path: string) => stripLocale(path).replace(/\/+$/, '').toLowerCase();

/** Forgets the profile of a page that answered 404 (the path with or without its language prefix). */
export function forgetPath(path: string): void {
  const key = pathKey(path);
  const list = readRecent();
  if (list.some((p) => pathKey(p.path) === key)) write(list.filter((p) => pathKey(p.path) !== key));
}

export function clearRecent(): void {
  write(EMPTY);
}

/**
 * The list with each city named as the reader's language names it (by the city's id): an entry
 * keeps the name of the language it was seen in ("Múnich" seen in Spanish), so a German page
 * re-labels it from the API's countries and cities in German. A city the answer lacks keeps its name.
 */
export function inReadersLanguage<T extends { city: { id: number; title: string } }>(
  list: readonly T[],
  countries: ReadonlyArray<{ cities: ReadonlyArray<{ id: number; title: string }> }> | undefined,
): T[] {
  if (!countries) return [...list];
  const names = new Map<number, string>();
  for (const country of countries) for (const city of country.cities) names.set(city.id, city.title);
  return list.map((p) => {
    const title = names.get(p.city.id);
    return title === undefined || title === p.city.title ? p : { ...p, city: { ...p.city, title } };
  });
}
