import type { i18n } from 'i18next';
import { replayFormats, tracingFormats } from './carried';
import type { FormatUse } from './carried';

/**
 * A `t` that remembers its answers. An i18next lookup costs 15–25 µs (key resolution, plural
 * rules, interpolation, the formatter), and a listing asks the same few questions hundreds of
 * times per page ("25 years", "TOP", "Sponsored"…). Answers are kept per resource store (an
 * instance and its clones share one) and language, and forgotten whenever the store changes (a
 * section mounted, a resource added or removed), so a cached answer is always what i18next would
 * say now.
 *
 * Only calls whose options are absent or hold primitive values are remembered (what the site's
 * components pass); anything else (objects, arrays, a default value as second argument, a
 * context) goes straight to i18next.
 */
const MAX_ENTRIES = 4096;

type Store = i18n['store'];
/** An answer, and the formatted strings in it (./carried: a page that reuses it records them too). */
type Answer = readonly [string, readonly FormatUse[]];
const caches = new WeakMap<Store, Map<string, Answer>>();
const memoized = new WeakMap<i18n, i18n['t']>();

function cacheOf(store: Store): Map<string, Answer> {
  let cache = caches.get(store);
  if (!cache) {
    const fresh = new Map<string, Answer>();
    const forget = () => fresh.clear();
    store.on('added', forget);
    store.on('removed', forget);
    caches.set(store, fresh);
    cache = fresh;
  }
  return cache;
}

/** The cache key of a call, or null when the call is not one we remember. */
function keyOf(language: string, key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  let id = `${language}\u0000${key}`;
  if (options === undefined) return id;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return null;
    id += `\u0000${name}\u0001${type.charAt(0)}${String(value)}`;
  }
  return id;
}

/** The memoizing `t` of an instance (one function per instance, stable across renders). */
export function memoizedT(instance: i18n): i18n['t'] {
  let fn = memoized.get(instance);
  if (!fn) {
    const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
    const t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      const call = () => translate(key, options, ...rest);
      const id = rest.length === 0 ? keyOf(instance.language, key, options) : null;
      if (id === null) return call();
      const cache = cacheOf(instance.store);
      const hit = cache.get(id);
      if (hit !== undefined) {
        if (hit[1].length > 0) replayFormats(hit[1]);
        return hit[0];
      }
      const [answer, uses] = tracingFormats(call);
      if (typeof answer === 'string') {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(id, [answer, uses]);
      }
      return answer;
    }) as unknown as i18n['t'];
    memoized.set(instance, t);
    fn = t;
  }
  return fn;
}
