import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { CATALOG_LOADERS, SECTION_LOADERS } from '@portal/sdk/i18n';
import { formatDate } from '@portal/sdk';
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo-accounts';
import { visit, whenInteractive } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * The reviews page and the review rules as visitors meet them in Debian's Chromium, in English, German and Russian:
 * the reviews page's filters (category, city, rating) kept in the URL, each review linking to its
 * profile or business; "My reviews" naming the profile; and a second review of the same profile
 * refused with the reason in the visitor's language.
 */
// The refused second review is a 422, which Chromium logs as a failed resource.
const session = setUpSiteSession({ resetMock: true, expectedConsoleErrors: /status of 422/ });
type Texts = Awaited<ReturnType<(typeof CATALOG_LOADERS)['en']>>['default'];
const textsOf = async (locale: Locale): Promise<Texts> => (await CATALOG_LOADERS[locale]()).default;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Chooses an option of the filter select labelled `label`; its value, which the select keeps showing. */
async function choose(page: Page, label: string, option: { value?: string; index?: number }) {
  const select = page.getByRole('search').getByRole('combobox', { name: label, exact: true });
  await whenInteractive(select);
  const value = option.value ?? (await select.locator('option').nth(option.index ?? 0).getAttribute('value')) ?? '';
  await select.selectOption({ value });
  expect(await select.inputValue()).toBe(value);
  return value;
}

const articles = (page: Page) => page.locator('main li > article');

it.each(['en', 'de', 'ru'] as const)('%s: the reviews page filters by category, city and rating, in the URL, and links each review to its page', async (locale) => {
  const t = await textsOf(locale);
  const { context, page } = await session.open({ locale: LOCALE_BCP47[locale] });
  await visit(page, `${session.site.url}${prefix(locale)}/reviews`);
  await expect.poll(() => articles(page).count()).toBeGreaterThan(0);

  // A category: every review is then of an escort profile, named and linked in the page's language.
  await choose(page, t.reviews.category, { value: 'escort' });
  await page.waitForURL(/[?&]category=escort/);
  // Not vacuous: while the list reloads it can be empty, and every() of nothing is true.
  const allOf = async (subject: string) => {
    const texts = await articles(page).allInnerTexts();
    return texts.length > 0 && texts.every((text) => text.includes(`${subject}:`));
  };
  await expect.poll(() => allOf(t.reviews.subjectProfile), { timeout: 15_000 }).toBe(true);
  const links = await articles(page).locator('p a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href).toMatch(new RegExp(`^${prefix(locale)}/escort/[a-z0-9-]+$`));

  // A rating and a city: both join the URL; every review shown has that many stars.
  await choose(page, t.reviews.rating, { value: '5' });
  await page.waitForURL(/[?&]rating=5/);
  const city = await choose(page, t.listing.city, { index: 1 });
  await page.waitForURL(new RegExp(`[?&]city_id=${city}`));
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'escort', city_id: city, rating: '5' });
  // The list the API gives for these filters, and no other.
  const api = await fetch(`${session.site.url}/api/reviews${url.search}`, { headers: { 'content-language': locale } });
  const expected = ((await api.json()) as { data: Array<{ id: number }> }).data.length;
  await expect.poll(() => articles(page).count()).toBe(expected);
  const shown = expected;
  const fiveStars = t.reviews.ratingOf.replace('{rating}', '5').replace('{max}', '5');
  if (shown > 0) expect(await articles(page).getByRole('img', { name: fiveStars }).count()).toBe(shown);
  else expect(await page.locator('main').innerText()).toContain(t.reviews.noMatch);

  // The URL is the state: the server renders the same filters and list.
  await visit(page, url.href);
  expect(await page.getByRole('search').getByRole('combobox', { name: t.reviews.rating, exact: true }).inputValue()).toBe('5');
  expect(await page.getByRole('search').getByRole('combobox', { name: t.listing.city, exact: true }).inputValue()).toBe(city);
  expect(await articles(page).count()).toBe(shown);

  // Reset, then a business type: its reviews link to the business pages.
  await page.getByRole('link', { name: t.filters.reset }).click();
  await page.waitForURL((u) => u.search === '');
  // The form shows the reset at once: a choice made now starts from no filters.
  for (const name of [t.reviews.category, t.listing.city, t.reviews.rating]) {
    await expect.poll(() => page.getByRole('search').getByRole('combobox', { name, exact: true }).inputValue()).toBe('');
  }
  await choose(page, t.reviews.category, { value: 'agencies' });
  await expect.poll(() => new URL(page.url()).search).toBe('?category=agencies');
  await expect.poll(() => allOf(t.reviews.subjectBusiness), { timeout: 15_000 }).toBe(true);
  const agency = articles(page).first().locator('p a');
  const name = await agency.innerText();
  await agency.click();
  await page.waitForURL(new RegExp(`${prefix(locale)}/agencies/[a-z0-9-]+$`));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
  expect(session.problems).toEqual([]);
  await context.close();
}, 180_000);

it.each(['en', 'de', 'ru'] as const)('%s: "My reviews" names each reviewed profile, as a link to it', async (locale) => {
  const t = await textsOf(locale);
  const { context, page } = await session.open({ as: 'member', locale: LOCALE_BCP47[locale] });
  await visit(page, `${session.site.url}${prefix(locale)}/client/review`);
  const mine = articles(page);
  await expect.poll(() => mine.count()).toBeGreaterThan(0);
  const subject = mine.first().locator('p', { hasText: `${t.reviews.subjectProfile}:` }).getByRole('link');
  const name = await subject.innerText();
  expect(await subject.getAttribute('href')).toMatch(new RegExp(`^${prefix(locale)}/escort/`));
  await subject.click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
  expect(session.problems).toEqual([]);
  await context.close();
}, 120_000);

it.each(['en', 'de', 'ru'] as const)('%s: a profile the member reviewed shows when, instead of the form; elsewhere no date after today is offered', async (locale) => {
  const t = await textsOf(locale);
  const visitor = (await SECTION_LOADERS.visitor[locale]()).default;
  const api = async <T,>(path: string) => ((await (await fetch(`${session.site.url}${path}`, { headers: { accept: 'application/json' } })).json()) as T);
  const profile = (await api<{ data: { id: number; slug: string } }>(`/api/profile/${DEMO_ACCOUNTS.model.profileId}`)).data;
  // The demo member reviewed this profile already (the seed): the page says when, and offers no form to be refused.
  const theirs = (await api<{ reviews: Array<{ author: { id: number }; created_at: string }> }>(`/api/profile/${profile.id}/reviews`)).reviews
    .find((r) => r.author.id === DEMO_ACCOUNTS.member.userId);
  expect(theirs).toBeDefined();
  const { context, page } = await session.open({ as: 'member', locale: LOCALE_BCP47[locale] });
  await visit(page, `${session.site.url}${prefix(locale)}/escort/${profile.slug}`);
  const area = page.getByRole('region', { name: t.reviews.write });
  const when = visitor.reviewedOn.split('{date}')[0] as string;
  await expect.poll(() => area.innerText(), { timeout: 15_000 }).toContain(when);
  expect(await area.innerText()).toContain(formatDate(theirs!.created_at, locale));
  expect(await area.getByRole('button', { name: t.reviews.send }).count()).toBe(0);

  // A profile not reviewed yet: the form, whose date stops at today.
  const others = (await api<{ data: Array<{ id: number; slug: string }> }>('/api/profile?category=escort')).data;
  let fresh: { slug: string } | undefined;
  for (const p of others) {
    const list = (await api<{ reviews: Array<{ author: { id: number } }> }>(`/api/profile/${p.id}/reviews`)).reviews;
    if (!list.some((r) => r.author.id === DEMO_ACCOUNTS.member.userId)) {
      fresh = p;
      break;
    }
  }
  await visit(page, `${session.site.url}${prefix(locale)}/escort/${fresh!.slug}`);
  const form = page.getByRole('region', { name: t.reviews.write });
  const date = form.getByLabel(t.reviews.dateOfMeeting, { exact: true });
  await whenInteractive(date);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(await date.getAttribute('max')).toBe(today);
  await form.getByRole('radio').first().check();
  await form.getByLabel(t.reviews.body, { exact: true }).fill('Punctual, friendly and easy to talk to; an evening exactly as the page described it.');
  await date.fill('2099-01-01');
  await form.getByLabel(t.reviews.durationOfMeeting, { exact: true }).selectOption({ index: 1 });
  await form.getByRole('button', { name: t.reviews.send }).click();
  await expect.poll(() => form.getByText(t.reviews.meetingDateInFuture).isVisible()).toBe(true);
  expect(session.problems).toEqual([]);
  await context.close();
}, 120_000);

it('one name per category in a language: the reviews filter names each category as the menu does', async () => {
  const { context, page } = await session.open();
  try {
    for (const locale of ['es', 'de', 'cz', 'el'] as const) {
      const t = await textsOf(locale);
      await visit(page, `${session.site.url}${prefix(locale)}/reviews`);
      const select = page.getByRole('search').getByRole('combobox', { name: t.reviews.category, exact: true });
      for (const slug of ['studio_sex', 'agencies', 'massage_salons', 'strip_club'] as const) {
        expect([locale, slug, (await select.locator(`option[value="${slug}"]`).innerText()).trim()]).toEqual([locale, slug, t.nav[slug]]);
      }
      // The menu says the same.
      expect(await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.studio_sex, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
});
