import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../sdk/session';
import en from '@portal/sdk/i18n/en';
import { MODULES_META } from '../../ui/site/shell/module-list';
import { whenHydrated } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * A public profile's lower parts (about, services, rates, reviews, other girls nearby), its
 * parameters and its availability note come in a chunk of their own, outside the page's first
 * load (ui/site/page-kit/ProfileDeferredParts.tsx): the server renders them with the page, styled
 * from the start, and the browser asks for their chunk once the page is interactive (not
 * part of what it loads before it works) and hydrates them from that HTML when it has come.
 */
const ROOT = join(import.meta.dirname, '../..');
const DEFERRED_KEY = 'ui/site/page-kit/ProfileDeferredParts.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const session = setUpSiteSession();
let profilePath: string;
let deferredFile: string;
let deferredStyles: string[];

beforeAll(async () => {
  // A profile with working hours (its availability note) and other girls nearby.
  const json = async <T,>(path: string) => (await (await fetch(session.site.url + path, { headers: { accept: 'application/json' } })).json()) as T;
  const list = await json<{ data: { id: number }[] }>('/api/profile?per_page=40');
  for (const { id } of list.data) {
    const { data } = await json<{ data: { slug: string; category: string; working_time: unknown; nearby: unknown[] } }>(`/api/profile/${id}`);
    if (data.category === 'escort' && data.working_time && data.nearby.length > 0) {
      profilePath = `/escort/${data.slug}`;
      break;
    }
  }
  expect(profilePath, 'no seeded escort with working hours and nearby profiles').toBeDefined();
  const manifest = JSON.parse(readFileSync(join(ROOT, 'build/site/client/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  deferredFile = `/${manifest[DEFERRED_KEY]!.file}`;
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const css of manifest[key]?.css ?? []) styles.add(`/${css}`);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(DEFERRED_KEY);
  deferredStyles = [...styles];
});

describe("a profile's deferred parts", () => {
  it('are in the server HTML with their stylesheets linked in its head, and not among its first scripts', async () => {
    const html = await (await fetch(session.site.url + profilePath, { headers: { cookie: `${COOKIE_NAMES.ageConfirmed}=1` } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain(`<h2 id="nearby">${en.profile.nearby}</h2>`);
    expect(html).toContain(`<dt>${en.profile.fields.age}</dt>`);
    expect(deferredStyles.length).toBeGreaterThan(0);
    for (const href of deferredStyles) expect(head).toContain(`href="${href}"`);
    const firstScripts = new RegExp(`<meta name="${MODULES_META}" content="([^"]*)"`).exec(head)?.[1]?.split(' ') ?? [];
    expect(firstScripts.length).toBeGreaterThan(0);
    expect(firstScripts).not.toContain(deferredFile);
  });

  it('are asked for once the page is interactive, and hydrate from the server HTML when their chunk has come', async () => {
    // A hydration mismatch is reported as an uncaught error (React's recoverable errors), among the session's problems.
    const { context, page } = await session.open();
    try {
      await page.goto(session.site.url + profilePath);
      const nearby = await page.locator('#nearby').elementHandle();
      await whenHydrated(page);
      // Asked for once the page is interactive (the next test: not before).
      const loaded = () => page.evaluate((file) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === file), deferredFile);
      await expect.poll(loaded, { timeout: 15_000 }).toBe(true);
      // The availability note is drawn in the browser only (the visitor's day), by the deferred chunk.
      await expect.poll(() => page.getByTestId('available-today').count(), { timeout: 15_000 }).toBe(1);
      // Hydrated, not drawn anew: the server's heading is still the one in the document.
      expect(await nearby!.evaluate((node) => node.isConnected)).toBe(true);
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are not among the scripts requested before the page marks itself interactive', async () => {
    const { context, page } = await session.open();
    try {
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const w = window as unknown as { hydratedAt?: number };
          if (w.hydratedAt === undefined && document.documentElement?.hasAttribute('data-hydrated')) w.hydratedAt = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(session.site.url + profilePath);
      await whenHydrated(page);
      const loaded = () => page.evaluate((file) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === file), deferredFile);
      await expect.poll(loaded, { timeout: 15_000 }).toBe(true);
      const { at, hydratedAt } = await page.evaluate((file) => ({
        at: performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === file)!.startTime,
        hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt,
      }), deferredFile);
      expect(at).toBeGreaterThanOrEqual(hydratedAt);
    } finally {
      await context.close();
    }
  });
});

describe("the header's LoveCoins badge", () => {
  it('comes with its stylesheet for a model, whose header the server renders it in, and not for a guest', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'build/site/client/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    // The badge with its balance query (ui/site/shell/WalletBadge.tsx), which imports the badge's chunk.
    const badge = manifest['ui/site/shell/WalletBadge.tsx']!;
    const badgeStyles = [badge, ...(badge.imports ?? []).map((key) => manifest[key]!)].flatMap((chunk) => chunk.css ?? []).map((css) => `href="/${css}"`);
    expect(badgeStyles.length).toBeGreaterThan(0);
    const headOf = async (cookie: string) => {
      const html = await (await fetch(`${session.site.url}/`, { headers: { cookie } })).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    const age = `${COOKIE_NAMES.ageConfirmed}=1`;
    const model = await headOf(`${age}; ${session.cookieHeader(await session.logIn('model'))}`);
    for (const href of badgeStyles) expect(model).toContain(href);
    const guest = await headOf(age);
    for (const href of badgeStyles) expect(guest).not.toContain(href);
  });
});
