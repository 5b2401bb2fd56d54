import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_USER_AGENT } from './support/chromium';
import { whenHydrated } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * The first `Intl` formatter a Chromium page creates loads ICU's data: 135-150 ms of one task on a
 * phone (4× CPU), the longest slice of hydration (bench/RESULTS.md). The server's HTML already
 * holds every formatted number, date and plural, so hydration must not create one: the page
 * reads the server's strings and builds formatters only when it formats something new, later.
 *
 * Before any of the page's scripts run, every way to create a formatter (the constructors, and the
 * `toLocale…String` / `localeCompare` shortcuts that build one inside) is wrapped to count its
 * calls until the page marks itself hydrated (`html[data-hydrated]`, set by the root's effect once
 * the whole tree has hydrated).
 */
const INTL_CONSTRUCTORS = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator', 'ListFormat', 'DisplayNames', 'Segmenter'] as const;

function countFormattersUntilHydrated(names: readonly string[]): void {
  const created: string[] = [];
  let open = true;
  Object.defineProperty(window, '__intlDuringHydration', { value: created });
  const note = (what: string) => {
    if (open) created.push(`${what} at ${(new Error().stack ?? '').split('\n').slice(2, 5).join(' | ')}`);
  };
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of names) {
    const Original = intl[name] as (new (...args: unknown[]) => object) | undefined;
    if (!Original) continue;
    intl[name] = new Proxy(Original, {
      construct(target, args, newTarget) {
        note(`Intl.${name}`);
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        note(`Intl.${name}`);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
  const shortcuts: [object, string][] = [
    [Number.prototype, 'toLocaleString'], [BigInt.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ];
  for (const [proto, method] of shortcuts) {
    const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      },
    });
  }
  new MutationObserver((_, observer) => {
    if (document.documentElement.hasAttribute('data-hydrated')) {
      open = false;
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

const session = setUpSiteSession({ context: { userAgent: PHONE_USER_AGENT, viewport: { width: 412, height: 823 }, isMobile: true } });
let profilePath: string;

beforeAll(async () => {
  const list = (await (await fetch(`${session.site.url}/api/profile?per_page=1`, { headers: { accept: 'application/json' } })).json()) as { data: { slug: string }[] };
  profilePath = `/escort/${list.data[0]!.slug}`;
});

describe('no Intl formatter is created while the page hydrates', () => {
  const pages = [['home', () => '/'], ['listing', () => '/escort'], ['profile', () => profilePath], ['German listing', () => '/de/escort'], ['Czech profile', () => `/cz${profilePath}`]] as const;

  it.each(pages)('%s', async (_, path) => {
    const context = await session.context();
    try {
      await context.addInitScript(countFormattersUntilHydrated, INTL_CONSTRUCTORS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(session.site.url + path());
      expect(response?.status()).toBe(200);
      await whenHydrated(page);
      // The page did format numbers: its server HTML shows them (a count, prices, an age).
      expect(await page.locator('main').textContent()).toMatch(/\d/);
      const created = await page.evaluate(() => (window as unknown as { __intlDuringHydration: string[] }).__intlDuringHydration);
      expect(created).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
