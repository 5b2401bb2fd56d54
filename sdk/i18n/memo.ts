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
 * A store's answers by language, then by call: a call without options is kept under its key, a
 * string it already holds whose hash is cached, and only a call with options builds a string (the
 * key and its options' signature, which starts with a character no key has). A listing asks a few
 * hundred times per page.
 */
interface Answers {
  readonly byLanguage: Map<string, Map<string, Answer>>;
  size: number;
}
const caches = new WeakMap<Store, Answers>();
const memoized = new WeakMap<i18n, i18n['t']>();

function forget(answers: Answers): void {
  answers.byLanguage.clear();
  answers.size = 0;
}

function answersOf(store: Store): Answers {
  let answers = caches.get(store);
  if (!answers) {
    const fresh: Answers = { byLanguage: new Map(), size: 0 };
    store.on('added', () => forget(fresh));
    store.on('removed', () => forget(fresh));
    caches.set(store, fresh);
    answers = fresh;
  }
  return answers;
}

function remember(answers: Answers, language: string, id: string, answer: Answer): void {
  if (answers.size >= MAX_ENTRIES) forget(answers);
  let byId = answers.byLanguage.get(language);
  if (!byId) answers.byLanguage.set(language, (byId = new Map()));
  byId.set(id, answer);
  answers.size += 1;
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
      let id = key;
      if (options !== undefined) {
        const signature = options !== null && typeof options === 'object' ? signatureOf(options) : null;
        if (signature === null) return translate(key, options);
        id += signature;
      }
      const answers = answersOf(instance.store);
      const language = instance.language;
      const hit = answers.byLanguage.get(language)?.get(id);
      if (hit !== undefined) {
        if (hit[1].length > 0) replayFormats(hit[1]);
        return hit[0];
      }
      const [answer, uses] = tracingFormats(() => translate(key, options));
      if (typeof answer === 'string') remember(answers, language, id, [answer, uses]);
      return answer;
    }) as unknown as i18n['t'];
    memoized.set(instance, t);
    fn = t;
  }
  return fn;
}
