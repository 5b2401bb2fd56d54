import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ProfileList } from '../../schemas/api/profiles';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import enStories from '../../sdk/i18n/sections/stories/en';
import ru from '@portal/sdk/i18n/ru';
import { PHONE_USER_AGENT } from './support/chromium';
import { visit } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * In Debian's Chromium on the production site: paid placements are disclosed once, in the zone
 * above the grid, where the disclosure is seen and focused, and per card to screen readers; a new page of results starts at the top, a slider
 * adjustment is one history entry, one filter entry point per viewport, Escape closes the phone
 * menu, and a dialog gives focus back to what opened it.
 */
const session = setUpSiteSession({ context: { viewport: VIEWPORTS.desktop } });
const phone = { viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT } as const;

async function paidOnFirstPage(): Promise<number> {
  const answer = (await (await fetch(`${session.site.url}/api/profile?category=escort`)).json()) as ProfileList;
  return answer.data.filter((p) => p.statuses.is_vip || p.statuses.is_top).length;
}

for (const [name, catalog, prefix, options] of [
  ['desktop, English', en, '', {}],
  ['phone, German', de, '/de', phone],
  ['phone, Russian', ru, '/ru', phone],
] as const) {
  it(`discloses paid placements once, in the zone above the grid, and still per card to screen readers (${name})`, async () => {
    const { context, page } = await session.open(options);
    try {
      await visit(page, `${session.site.url}${prefix}/escort`);
      const main = page.getByRole('main');
      const zone = main.getByRole('region', { name: catalog.paidZone.titleAll });
      const paid = await paidOnFirstPage();
      expect(paid).toBeGreaterThan(0);
      // One "Sponsored" disclosure for the whole page, in the zone: no pill on every card.
      const labels = main.getByRole('button', { name: catalog.listing.sponsored, exact: true });
      expect(await labels.count()).toBe(1);
      const label = labels.first();
      expect(await zone.getByRole('button', { name: catalog.listing.sponsored, exact: true }).count()).toBe(1);
      // Every paid card of page 1 (in the zone or the grid, none twice) says it is sponsored to screen readers.
      const cards = main.locator('article');
      const sponsored = await cards.evaluateAll((all, text) => all.filter((a) => a.textContent?.includes(text)).length, catalog.listing.sponsored);
      expect(sponsored).toBe(paid);
      const hrefs = await cards.evaluateAll((all) => all.map((a) => a.querySelector('a')?.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      // No more than a third of the page's cards carry a paid marker.
      expect(sponsored * 3).toBeLessThanOrEqual(await cards.count());
      // By keyboard: focus lands on the disclosure a person sees; Enter shows the explanation in the page.
      await label.scrollIntoViewIfNeeded();
      await label.focus();
      expect(await label.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await label.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      })).toBe(true);
      await page.keyboard.press('Enter');
      expect(await label.getAttribute('aria-expanded')).toBe('true');
      const explanation = zone.getByText(catalog.paidZone.explanation);
      await explanation.waitFor();
      expect(await explanation.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await explanation.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
    expect(session.problems).toEqual([]);
  });
}

/** Where the visitor is: the page's scroll offset, and the first card whose top is on screen, with that top. */
const place = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('main ul[aria-label] > li > article')];
    const first = cards.find((card) => card.getBoundingClientRect().top >= 0);
    return { y: window.scrollY, card: first?.querySelector('a')?.getAttribute('href') ?? null, top: Math.round(first?.getBoundingClientRect().top ?? -1) };
  });

for (const [name, options, viewport] of [['desktop', {}, VIEWPORTS.desktop], ['phone', phone, VIEWPORTS.phone]] as const) {
  it(`a new page of results starts at the top of the list; Back returns to the exact place the visitor left (${name})`, async () => {
    const { context, page } = await session.open(options);
    try {
      await visit(page, `${session.site.url}/escort`);
      const pages = page.getByRole('navigation', { name: en.listing.pagination });
      // The pagination just above the bottom of the screen (a click does not scroll it into view),
      // short of the end of the page (where the browser would clamp the place in a shorter page).
      await pages.evaluate((nav) => window.scrollTo(0, nav.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40));
      const before = await place(page);
      expect(before.y).toBeGreaterThan(1000);
      expect(before.card).not.toBeNull();
      await pages.getByRole('link', { name: en.listing.goToPage.replace('{n}', '2') }).click();
      await page.waitForURL(/\/escort\?page=2$/);
      await pages.getByRole('link', { name: en.listing.goToPage.replace('{n}', '2') }).and(page.locator('[aria-current="page"]')).waitFor();
      // The list's heading and its first card are on screen.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const firstCard = await page.getByRole('main').locator('article').first().boundingBox();
      expect(firstCard!.y).toBeLessThan(viewport.height);
      await page.goBack();
      await page.waitForURL(/\/escort$/);
      // Back to the place: the same card at the same height on screen, the page scrolled as far as
      // it was. Every card is laid out at its real size, so the page is as tall as when the visitor left.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const after = await place(page);
      expect(after.card, `${JSON.stringify(before)} -> ${JSON.stringify(after)}`).toBe(before.card);
      expect(Math.abs(after.top - before.top), `card top ${before.top} -> ${after.top}`).toBeLessThanOrEqual(8);
      expect(Math.abs(after.y - before.y), `scrollY ${before.y} -> ${after.y}`).toBeLessThanOrEqual(8);
    } finally {
      await context.close();
    }
    expect(session.problems).toEqual([]);
  });
}

/** The listing's age slider thumb ("Age: Min"). */
const ageMin = (page: Page) => page.getByRole('slider', { name: `${en.filters.ages}: ${en.filters.min}` });

it('ten arrow presses on a slider are one history entry, and one Back undoes them', async () => {
  const { context, page } = await session.open();
  try {
    await visit(page, `${session.site.url}/escort`);
    const thumb = ageMin(page);
    await thumb.focus();
    const entries = await page.evaluate(() => history.length);
    // Pressed as fast as a held key repeats: each press lands before the previous one's page has loaded.
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
    await page.waitForURL(/age_min=28/);
    expect(await thumb.getAttribute('aria-valuenow')).toBe('28');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await page.waitForURL(/\/escort$/);
    await expect.poll(() => thumb.getAttribute('aria-valuenow')).toBe('18');
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});

it('has one filter entry point per viewport: the panel on a desktop, the Filters button and its drawer on a phone', async () => {
  const desktop = await session.open();
  try {
    await visit(desktop.page, `${session.site.url}/de/escort`);
    expect(await desktop.page.getByRole('search', { name: de.filters.title }).count()).toBe(1);
    expect(await desktop.page.getByRole('button', { name: de.filters.title, exact: true }).count()).toBe(0);
  } finally {
    await desktop.context.close();
  }
  const mobile = await session.open(phone);
  try {
    await visit(mobile.page, `${session.site.url}/ru/escort`);
    expect(await mobile.page.getByRole('search', { name: ru.filters.title }).count()).toBe(0);
    const button = mobile.page.getByRole('button', { name: ru.filters.title, exact: true });
    expect(await button.count()).toBe(1);
    await button.click();
    const drawer = mobile.page.getByRole('dialog', { name: ru.filters.title });
    await drawer.waitFor();
    expect(await drawer.getByRole('search', { name: ru.filters.title }).count()).toBe(1);
    // Closed, focus is back on the button that opened the drawer.
    await mobile.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  } finally {
    await mobile.context.close();
  }
  expect(session.problems).toEqual([]);
});

for (const [name, catalog, prefix] of [['English', en, ''], ['German', de, '/de'], ['Russian', ru, '/ru']] as const) {
  it(`Escape closes the phone menu and focus returns to its button (${name})`, async () => {
    const { context, page } = await session.open(phone);
    try {
      await visit(page, `${session.site.url}${prefix}/escort`);
      const menu = page.getByRole('navigation', { name: catalog.nav.label });
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole('button', { name: catalog.nav.menuOpen }).click();
      await menu.waitFor();
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      const button = page.getByRole('button', { name: catalog.nav.menuOpen });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
    expect(session.problems).toEqual([]);
  });
}

it('closing a story gives focus back to the story that was played, not to the top of the page', async () => {
  const { context, page } = await session.open();
  try {
    await visit(page, `${session.site.url}/stories`);
    const play = page.getByRole('button', { name: new RegExp(`^${enStories.play.replace('{name}', '')}`) }).nth(2);
    await play.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true);
    // The close button as well.
    await play.click();
    await dialog.getByRole('button', { name: en.common.close }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true);
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});
