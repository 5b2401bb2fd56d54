import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { CATALOG_LOADERS } from '@portal/sdk/i18n';
import { visit } from './support/hydrated';
import { setUpSiteSession, VIEWPORTS } from './support/site-session';

/**
 * Beyond the spec, what a listing looks like while it is used, in English,
 * German and Russian: cards of one row are equally tall (a city that wraps made one taller), the
 * Previous and Next links stay on one line, and a page on its way shows skeleton cards.
 */
const session = setUpSiteSession();
const LOCALES: readonly Locale[] = ['en', 'de', 'ru'];
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

async function open(locale: Locale, path: string, viewport: { width: number; height: number }) {
  const context = await session.context({ locale: LOCALE_BCP47[locale], viewport });
  const page = await context.newPage();
  session.watch(page);
  await visit(page, `${session.site.url}${prefix(locale)}${path}`);
  return { context, page };
}

/** The cards' heights grouped by row (their top edge), from the listing's grid. */
async function rowsOfHeights(page: Page): Promise<number[][]> {
  // The first rows are measured.
  return page.locator('main ul[aria-label] > li > article').evaluateAll((cards) => {
    const rows = new Map<number, number[]>();
    for (const card of cards.slice(0, 20)) {
      const box = card.getBoundingClientRect();
      const top = Math.round(box.top);
      rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height * 10) / 10]);
    }
    return [...rows.values()].filter((row) => row.length > 1);
  });
}

describe.each(LOCALES)('listing layout in %s', (locale) => {
  it.each([['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.phone]] as const)('cards of a row are equally tall on a %s', async (_, viewport) => {
    for (const path of ['/escort', '/agencies']) {
      const { context, page } = await open(locale, path, viewport);
      try {
        const rows = await rowsOfHeights(page);
        expect(rows.length, path).toBeGreaterThan(0);
        for (const row of rows) expect(Math.max(...row) - Math.min(...row), `${path}: ${row.join(', ')}`).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    }
    expect(session.problems).toEqual([]);
  });

  it('Previous and Next stay on one line, as tall as the page numbers', async () => {
    const texts = (await CATALOG_LOADERS[locale]()).default;
    const { context, page } = await open(locale, '/escort?page=2', VIEWPORTS.desktop);
    try {
      const nav = page.getByRole('navigation', { name: texts.listing.pagination });
      const number = await nav.getByRole('link', { name: texts.listing.goToPage.replace('{n}', '1') }).boundingBox();
      for (const name of [texts.listing.prev, texts.listing.next]) {
        const link = nav.getByRole('link', { name, exact: true });
        const box = await link.boundingBox();
        expect(box!.height, name).toBeLessThanOrEqual(number!.height + 1);
        // The word is one line box, beside its arrow.
        const lines = await link.evaluate((a) => [...a.children].map((span) => span.getClientRects().length));
        expect(lines, name).toEqual([1, 1]);
      }
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows skeleton cards while the next page is on its way, then the cards', async () => {
    const texts = (await CATALOG_LOADERS[locale]()).default;
    const { context, page } = await open(locale, '/escort', VIEWPORTS.desktop);
    try {
      // The next page's answer is held until the skeletons have been seen.
      const gridCards = await page.locator('main ul[aria-label] article').count();
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/api\/profile\?/, (route) => (holding ? void held.push(route) : route.continue()));
      await page.getByRole('navigation', { name: texts.listing.pagination }).getByRole('link', { name: texts.listing.next, exact: true }).click();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const skeletons = page.getByTestId('profile-card-skeleton');
      // As many as the grid showed (the page's cards less the paid zone's).
      await expect.poll(() => skeletons.count()).toBe(gridCards);
      expect(await page.getByRole('status').filter({ hasText: texts.listing.loading }).count()).toBe(1);
      expect(await page.locator('main ul[aria-label] article').count()).toBe(0);

      holding = false;
      for (const route of held) await route.continue();
      await expect.poll(() => page.locator('main ul[aria-label] article').count()).toBe(40);
      expect(await skeletons.count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
