import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import { COOKIE_NAMES } from '../../sdk/session';
import { PHONE_USER_AGENT } from './support/chromium';
import { visit } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * A profile opened from a list is drawn at once from the card the visitor clicked (name,
 * age, city, price from, badges, the main photo) while the whole profile loads, then the whole
 * profile with the photo where it was. The profile's answer is held until the card's data has
 * been seen on the profile page, so the test needs no slow API and no timing.
 */
const session = setUpSiteSession({ context: { viewport: VIEWPORTS.desktop } });
const phone = { viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT } as const;

/** The profile's own call (`/api/profile/{slug}`), not its reviews nor the lists. */
const isProfileCall = (url: URL) => /^\/api\/profile\/[^/]+$/.test(url.pathname);

/** The photo of the page's gallery: its address and its box. */
const galleryPhoto = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: en.profile.gallery }).locator('img').first().evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { src: img.getAttribute('src'), left: box.left, top: box.top, width: box.width, height: box.height };
  });

for (const [name, options] of [['desktop', {}], ['phone', phone]] as const) {
  it(`draws a profile opened from a list from its card at once, then the whole profile with the photo in place (${name})`, async () => {
    const { context, page } = await session.open(options);
    try {
      await visit(page, `${session.site.url}/escort`);
      const held: Route[] = [];
      let holding = true;
      await page.route(isProfileCall, (route) => (holding ? void held.push(route) : route.continue()));
      const card = page.getByRole('main').locator('article').filter({ has: page.locator('img') }).first();
      const link = card.getByRole('link');
      const [cardName, cardPhoto, href] = await Promise.all([link.textContent(), card.locator('img').getAttribute('src'), link.getAttribute('href')]);
      await link.click();
      await page.waitForURL(`${session.site.url}${href}`);

      // The profile's answer has not come: the card's name and photo are on the page already.
      const heading = page.getByRole('heading', { level: 1, name: cardName! });
      await heading.waitFor();
      const first = await galleryPhoto(page);
      expect(first.src).toBe(cardPhoto);
      await expect.poll(() => held.length).toBe(1);
      expect(await page.getByRole('heading', { name: en.profile.about }).count()).toBe(0);

      // The profile comes: its lower parts are drawn, the photo has not moved.
      holding = false;
      for (const route of held) await route.continue();
      await page.getByRole('heading', { name: en.profile.about }).waitFor();
      expect(await heading.isVisible()).toBe(true);
      const then = await galleryPhoto(page);
      expect(then.src).toBe(cardPhoto);
      for (const side of ['left', 'top', 'width', 'height'] as const) {
        expect(Math.abs(then[side] - first[side]), `${side}: ${first[side]} -> ${then[side]}`).toBeLessThanOrEqual(1);
      }
    } finally {
      await context.close();
    }
    expect(session.problems).toEqual([]);
  });
}

it('a direct link to a profile renders it whole from the server, as before', async () => {
  const { context, page } = await session.open();
  try {
    const list = (await (await fetch(`${session.site.url}/api/profile?category=escort`)).json()) as { data: { slug: string; name: string }[] };
    const { slug, name } = list.data[0]!;
    const html = await (await fetch(`${session.site.url}/escort/${slug}`, { headers: { cookie: `${COOKIE_NAMES.ageConfirmed}=1` } })).text();
    expect(html).toContain(`<h2 id="about">${en.profile.about}</h2>`);
    await visit(page, `${session.site.url}/escort/${slug}`);
    expect(await page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: en.profile.about }).isVisible()).toBe(true);
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});
