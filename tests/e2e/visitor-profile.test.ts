import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_BCP47 } from '../../schemas/constants';
import { SITE_NAME } from '../../sdk/i18n/brand';
import type { Locale } from '../../schemas/constants';
import type { ProfileSummary } from '../../schemas/entities/profile';
import type { BusinessSummary } from '../../schemas/entities/business';
import { CATALOG_LOADERS, SECTION_LOADERS } from '@portal/sdk/i18n';
import { RECENTLY_VIEWED_KEY } from '../../ui/site/data/recently-viewed';
import { visit } from './support/hydrated';
import { setUpSiteSession, VIEWPORTS } from './support/site-session';

/**
 * Beyond the spec, a profile as visitors of leading directory sites use it, in
 * English, German and Russian: photos full screen (keys, swipe, zoom, Escape, focus back), the
 * photo first on a phone (edge to edge under the header) with the name, at most two badges and the
 * price under it in the first screen, a contact bar that stays on screen, share
 * or copy the link (profile and business), and the recently viewed profiles of this browser.
 */
const session = setUpSiteSession();
const LOCALES: readonly Locale[] = ['en', 'de', 'ru'];
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
/** The ids this browser has recorded as recently viewed, newest first. */
const recordedIds = async (page: Page): Promise<number[]> =>
  (JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY)) ?? '[]') as { id: number }[]).map((p) => p.id);

let profiles: ProfileSummary[];
let business: BusinessSummary;
beforeAll(async () => {
  const get = async <T,>(path: string) => ((await (await fetch(`${session.site.url}${path}`, { headers: { accept: 'application/json' } })).json()) as { data: T }).data;
  profiles = await get<ProfileSummary[]>('/api/profile?category=escort');
  business = (await get<BusinessSummary[]>('/api/business?type=agencies'))[0]!;
});

async function texts(locale: Locale) {
  const [main, visitor] = await Promise.all([CATALOG_LOADERS[locale](), SECTION_LOADERS.visitor[locale]()]);
  return { main: main.default, visitor: visitor.default };
}

async function open(locale: Locale, path: string, options: Parameters<typeof session.context>[0] = {}) {
  const context = await session.context({ locale: LOCALE_BCP47[locale], viewport: VIEWPORTS.desktop, ...options });
  const page = await context.newPage();
  session.watch(page);
  await visit(page, `${session.site.url}${prefix(locale)}${path}`);
  return { context, page };
}

/** The inline gallery's "n / total" under the photo. */
const galleryCounter = (page: Page) => page.locator('main section[aria-roledescription] p[aria-hidden="true"]').first().textContent();

describe.each(LOCALES)('a profile in %s', (locale) => {
  it('opens the photos full screen: keys, swipe and zoom, Escape closes and the focus is back on the opener', async () => {
    const { main, visitor } = await texts(locale);
    const withPhotos = profiles.find((p) => p.main_image)!;
    const { context, page } = await open(locale, `/escort/${withPhotos.slug}`);
    try {
      const opener = page.getByRole('button', { name: visitor.photos.fullScreen });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: visitor.photos.dialog.replace('{name}', withPhotos.name) });
      await dialog.waitFor();
      const total = Number((await galleryCounter(page))!.split('/')[1]);
      expect(total).toBeGreaterThan(2);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => galleryCounter(page)).toBe(`2 / ${total}`);
      // A swipe to the left shows the next photo.
      const box = (await dialog.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 10 });
      await page.mouse.up();
      await expect.poll(() => galleryCounter(page)).toBe(`3 / ${total}`);
      expect(await dialog.getByRole('button', { name: visitor.photos.zoomOut }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: visitor.photos.zoomIn }).click();
      await expect.poll(() => dialog.getByRole('button', { name: visitor.photos.zoomOut }).isEnabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: main.common.close }).count()).toBe(1);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await galleryCounter(page)).toBe(`3 / ${total}`);
      // A click on the photo opens it too, at that photo.
      await page.locator('main section[aria-roledescription] img:visible').first().click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone shows the photo first, the name, at most two badges and the price under it in the first screen, and keeps the contact bar on screen', async () => {
    const { main, visitor } = await texts(locale);
    const shown = profiles.find((p) => p.price_from && (p.statuses.is_vip || p.statuses.is_top))!;
    const { context, page } = await open(locale, `/escort/${shown.slug}`, { viewport: VIEWPORTS.phone });
    try {
      const { width, height } = VIEWPORTS.phone;
      const bar = page.getByRole('complementary', { name: visitor.contact.bar.replace('{name}', shown.name) });
      const barBox = (await bar.boundingBox())!;
      expect(Math.round(barBox.y + barBox.height)).toBe(height);
      // The photo first: edge to edge, 4:5, right under the site's header.
      const gallery = page.getByRole('region', { name: main.profile.gallery });
      const photo = (await gallery.locator('img').first().boundingBox())!;
      const frame = (await gallery.locator('img').first().locator('xpath=../../..').boundingBox())!;
      expect(photo.y).toBeLessThanOrEqual(140);
      expect(Math.round(frame.width)).toBe(width);
      expect(Math.round(frame.height)).toBe(Math.round((width * 5) / 4));
      // Under it, above the bar: the name, at most two badges and the price.
      const header = page.locator('main article header').first();
      const price = header.locator('p').filter({ hasText: /\d/ }).last();
      expect(await price.textContent()).toContain(main.listing.priceFrom.replace('{price}', '').trim());
      expect(await header.locator('ul').first().locator('li').count()).toBeLessThanOrEqual(2);
      const name = page.getByRole('heading', { level: 1, name: shown.name });
      expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(frame.y + frame.height);
      for (const part of [name, header.locator('ul').first(), price]) {
        const box = (await part.boundingBox())!;
        expect(box.y + box.height, (await part.textContent()) ?? '').toBeLessThanOrEqual(barBox.y);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(async () => {
        const box = await bar.boundingBox();
        return box ? Math.round(box.y + box.height) : -1;
      }).toBe(height);
      await bar.getByRole('button', { name: visitor.contact.call }).click();
      const call = bar.getByRole('link');
      await expect.poll(() => call.first().evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await call.first().getAttribute('href')).toMatch(/^tel:\+\d+$/);
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
    // Wider screens have the contacts beside the photos: no bar.
    const desktop = await open(locale, `/escort/${shown.slug}`);
    try {
      expect(await desktop.page.getByRole('complementary', { name: visitor.contact.bar.replace('{name}', shown.name) }).isVisible()).toBe(false);
    } finally {
      await desktop.context.close();
    }
  });

  it('copies the link with a translated confirmation, on a profile and on a business page', async () => {
    const { visitor } = await texts(locale);
    for (const path of [`/escort/${profiles[0]!.slug}`, `/agencies/${business.slug}`]) {
      const { context, page } = await open(locale, path);
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.site.url });
        await page.getByRole('button', { name: visitor.share.share }).click();
        await expect.poll(() => page.getByRole('status').filter({ hasText: visitor.share.copied }).count()).toBe(1);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${session.site.url}${prefix(locale)}${path}`);
        expect(session.problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('opens the device’s share sheet where the browser has one', async () => {
    const { visitor } = await texts(locale);
    const context = await session.context({ locale: LOCALE_BCP47[locale], viewport: VIEWPORTS.phone });
    try {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data) });
      });
      const page = await context.newPage();
      session.watch(page);
      const path = `/escort/${profiles[1]!.slug}`;
      await visit(page, `${session.site.url}${prefix(locale)}${path}`);
      await page.getByRole('button', { name: visitor.share.share }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({
        title: visitor.share.title.replace('{name}', profiles[1]!.name).replace('{site}', SITE_NAME),
        url: `${session.site.url}${prefix(locale)}${path}`,
      });
      expect(await page.getByRole('status').filter({ hasText: visitor.share.copied }).count()).toBe(0);
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists the recently viewed profiles on the profile and home pages, newest first, until cleared', async () => {
    const { visitor } = await texts(locale);
    const [a, b] = [profiles[2]!, profiles[3]!];
    const { context, page } = await open(locale, `/escort/${a.slug}`);
    try {
      const recent = page.getByRole('region', { name: visitor.recent.title });
      // The profile being read is not in its own list.
      expect(await recent.count()).toBe(0);
      // Recorded by that later part too: the visitor has read the page before going on.
      await expect.poll(() => recordedIds(page), { timeout: 15_000 }).toEqual([a.id]);
      await visit(page, `${session.site.url}${prefix(locale)}/escort/${b.slug}`);
      // Recently viewed is a later part: its chunk comes once the page is interactive.
      await expect.poll(() => recent.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 15_000 }).toEqual([a.name]);
      expect(await recent.getByRole('link', { name: a.name }).getAttribute('href')).toBe(`${prefix(locale)}/escort/${a.slug}`);

      await visit(page, `${session.site.url}${prefix(locale)}/`);
      await expect.poll(() => recent.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 15_000 }).toEqual([b.name, a.name]);
      expect(await recent.getByText(visitor.recent.note).count()).toBe(1);
      await recent.getByRole('button', { name: visitor.recent.clear }).click();
      await expect.poll(() => recent.count()).toBe(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY)).toBeNull();
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('a profile seen in Spanish is listed with its city in German on a German page', async () => {
  const { visitor } = await texts('de');
  const listIn = async (locale: Locale) =>
    ((await (await fetch(`${session.site.url}/api/profile?category=escort`, { headers: { accept: 'application/json', 'content-language': locale } })).json()) as { data: ProfileSummary[] }).data;
  const [spanish, german] = await Promise.all([listIn('es'), listIn('de')]);
  // A profile whose city the two languages name differently (Múnich / München), and another one to read.
  const at = spanish.findIndex((p, i) => p.city.title !== german[i]?.city.title);
  expect(at).toBeGreaterThanOrEqual(0);
  const a = spanish[at]!;
  const b = spanish[at === 0 ? 1 : 0]!;
  const { context, page } = await open('es', `/escort/${a.slug}`);
  try {
    await expect.poll(() => recordedIds(page), { timeout: 15_000 }).toEqual([a.id]);
    await visit(page, `${session.site.url}/de/escort/${b.slug}`);
    const recent = page.getByRole('region', { name: visitor.recent.title });
    await expect.poll(() => recent.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 15_000 }).toEqual([a.name]);
    expect(await recent.getByText(german[at]!.city.title, { exact: true }).count()).toBe(1);
    expect(await recent.getByText(a.city.title, { exact: true }).count()).toBe(0);
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
});

it('records nothing before the 18+ gate is passed, and the profile once it is', async () => {
  const { main } = await texts('de');
  const context = await session.context({ locale: LOCALE_BCP47.de, viewport: VIEWPORTS.desktop, ageConfirmed: false });
  try {
    const page = await context.newPage();
    session.watch(page);
    await visit(page, `${session.site.url}/de/escort/${profiles[4]!.slug}`);
    const gate = page.getByRole('alertdialog', { name: main.ageGate.title });
    await gate.waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY)).toBeNull();
    await gate.getByRole('button', { name: main.ageGate.confirm }).click();
    await expect.poll(() => recordedIds(page), { timeout: 15_000 }).toEqual([profiles[4]!.id]);
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
});

it('a recently viewed profile that is gone links to the not-found page, which takes it off the list', async () => {
  const { main, visitor } = await texts('ru');
  const context = await session.context({ locale: LOCALE_BCP47.ru, viewport: VIEWPORTS.desktop });
  try {
    const gone = { ...profiles[5]!, id: 999_999, slug: 'gone-999999', name: 'Gone', path: '/escort/gone-999999' };
    await context.addInitScript(([key, entry]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key as string, JSON.stringify([entry]));
        sessionStorage.setItem('seeded', '1');
      }
    }, [RECENTLY_VIEWED_KEY, gone] as const);
    const page = await context.newPage();
    session.watch(page);
    await visit(page, `${session.site.url}/ru/`);
    const recent = page.getByRole('region', { name: visitor.recent.title });
    await recent.getByRole('link', { name: 'Gone' }).click();
    await page.getByRole('heading', { level: 1, name: main.pages.notFound.title }).waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY)).toBeNull();
    await visit(page, `${session.site.url}/ru/`);
    expect(await recent.count()).toBe(0);
  } finally {
    await context.close();
  }
});
