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
/**
 * A store's answers by language, then by key: a lookup hashes strings the call already holds (the
 * language and the key literal cache their hashes), and only a call with options builds a string,
 * its options' signature. A listing asks a few hundred times per page.
 */
interface Answers {
  readonly byLanguage: Map<string, Map<string, KeyAnswers>>;
  size: number;
}
interface KeyAnswers {
  plain?: Answer;
  withOptions?: Map<string, Answer>;
}
const caches = new WeakMap<Store, Answers>();
const memoized = new WeakMap<i18n, i18n['t']>();

function answersOf(store: Store): Answers {
  let answers = caches.get(store);
  if (!answers) {
    const fresh: Answers = { byLanguage: new Map(), size: 0 };
    const forget = () => {
      fresh.byLanguage.clear();
      fresh.size = 0;
    };
    store.on('added', forget);
    store.on('removed', forget);
    caches.set(store, fresh);
    answers = fresh;
  }
  return answers;
}

/** The signature of a call's options, or null when the call is not one we remember. */
function signatureOf(options: object): string | null {
  if (Array.isArray(options)) return null;
  let signature = '';
  for (const name in options) {
    if (!Object.hasOwn(options, name)) continue;
    const value: unknown = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return null;
    signature += `\u0000${name}\u0001${type.charAt(0)}${String(value)}`;
  }
  return signature;
}

/** The memoizing `t` of an instance (one function per instance, stable across renders). */
export function memoizedT(instance: i18n): i18n['t'] {
  let fn = memoized.get(instance);
  if (!fn) {
    const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
    const t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return translate(key, options, ...rest);
      let signature: string | null = null;
      if (options !== undefined) {
        signature = options !== null && typeof options === 'object' ? signatureOf(options) : null;
        if (signature === null) return translate(key, options);
      }
      const answers = answersOf(instance.store);
      const language = instance.language;
      let byKey = answers.byLanguage.get(language);
      if (!byKey) answers.byLanguage.set(language, (byKey = new Map()));
      let entry = byKey.get(key);
      const hit = entry === undefined ? undefined : signature === null ? entry.plain : entry.withOptions?.get(signature);
      if (hit !== undefined) {
        if (hit[1].length > 0) replayFormats(hit[1]);
        return hit[0];
      }
      const [answer, uses] = tracingFormats(() => translate(key, options));
      if (typeof answer === 'string') {
        if (answers.size >= MAX_ENTRIES) {
          answers.byLanguage.clear();
          answers.size = 0;
          byKey = new Map();
          answers.byLanguage.set(language, byKey);
          entry = undefined;
        }
        if (!entry) byKey.set(key, (entry = {}));
        if (signature === null) entry.plain = [answer, uses];
        else (entry.withOptions ??= new Map()).set(signature, [answer, uses]);
        answers.size += 1;
      }
      return answer;
    }) as unknown as i18n['t'];
    memoized.set(instance, t);
    fn = t;
  }
  return fn;
}
