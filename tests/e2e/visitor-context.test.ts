import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import { API_MESSAGES, PAGE_SIZE } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session';
import it_ from '@portal/sdk/i18n/it';
import enAuth from '../../sdk/i18n/sections/auth/en';
import enVisitor from '../../sdk/i18n/sections/visitor/en';
import deVisitor from '../../sdk/i18n/sections/visitor/de';
import de from '@portal/sdk/i18n/de';
import { visit, whenInteractive } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * In Debian's Chromium on the production site: previous/next on a profile walk the list
 * the visitor came from; a member's "buy this place" explains what advertising needs instead of
 * opening a sign-up form under the member's session; a session the API no longer accepts ends
 * with the prompt to log in again, not with "only registered clients can like".
 */
const session = setUpSiteSession({ context: { viewport: VIEWPORTS.desktop } });

type Card = { slug: string; city: { id: number }; price_from: { amount: number } | null };
const api = async (path: string) => (await (await fetch(`${session.site.apiUrl}${path}`)).json()) as { data: Card[] };
const slugOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() as string;

it('next and previous on a profile follow the filtered and sorted list it was opened from', async () => {
  const { context, page } = await session.open();
  try {
    const prague = (await api(`/api/profile?category=escort&city_id=6&per_page=${PAGE_SIZE}`)).data.map((p) => p.slug);
    expect(prague.length).toBeGreaterThan(3);
    await visit(page, `${session.site.url}/it/escort?city_id=6`);
    await page.locator('main article h3 a').first().click();
    await page.waitForURL((url) => url.searchParams.has('list'));
    const first = slugOf(page);
    const at = prague.indexOf(first);
    expect(at).toBeGreaterThanOrEqual(0);
    const next = page.getByRole('link', { name: it_.profile.nextProfile });
    await whenInteractive(next.first());
    await next.first().click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/${first}`));
    expect(slugOf(page)).toBe(prague[at + 1]);
    // Again from there, and back: still within Prague.
    await page.getByRole('link', { name: it_.profile.nextProfile }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${prague[at + 2]}`));
    await page.getByRole('link', { name: it_.profile.prevProfile }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${prague[at + 1]}`));

    // A sorted list, opened directly (the server draws the links from the list in the address).
    const cheap = (await api(`/api/profile?category=escort&sort=price_asc&per_page=${PAGE_SIZE}`)).data.map((p) => p.slug);
    await visit(page, `${session.site.url}/escort?sort=price_asc`);
    // The grid's last card (the paid zone above shows promoted profiles apart): its next is page 2's first.
    const card = page.locator('main article h3 a').last();
    const href = (await card.getAttribute('href')) as string;
    expect(href).toContain('list=');
    expect(new URL(href, session.site.url).pathname).toBe(`/escort/${cheap.at(-1)}`);
    const secondPage = (await api(`/api/profile?category=escort&sort=price_asc&per_page=${PAGE_SIZE}&page=2`)).data;
    await visit(page, `${session.site.url}${href}`);
    const prevHref = await page.getByRole('link', { name: en.profile.prevProfile }).first().getAttribute('href');
    const nextHref = await page.getByRole('link', { name: en.profile.nextProfile }).first().getAttribute('href');
    expect(new URL(prevHref as string, session.site.url).pathname).toBe(`/escort/${cheap.at(-2)}`);
    expect(new URL(nextHref as string, session.site.url).pathname).toBe(`/escort/${secondPage[0]?.slug}`);
    expect(new URL(nextHref as string, session.site.url).searchParams.get('list')).toBe('page=2&sort=price_asc');
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});

it('a member’s “buy this place” explains that advertising needs an advertiser account and offers one, signed out first', async () => {
  const [profile] = (await api('/api/profile?category=escort')).data as [Card & { id: number }];
  const { context, page } = await session.open({ as: 'member' });
  try {
    await visit(page, `${session.site.url}/personal-page/${profile.id}`);
    await page.getByText(enVisitor.buyPlace.advertisersOnly).waitFor();
    expect(await page.getByRole('link', { name: en.profile.buyPlace }).count()).toBe(0);
    const offer = page.getByRole('link', { name: enVisitor.buyPlace.signOut });
    await whenInteractive(offer);
    await offer.click();
    await page.waitForURL((url) => url.pathname === '/registration/model');
    // Signed out: the sign-up is a new account's, not made under the member's session.
    await expect.poll(async () => (await context.cookies()).filter((c) => c.name === COOKIE_NAMES.token || c.name === COOKIE_NAMES.user)).toEqual([]);
    await page.getByRole('heading', { level: 1, name: enAuth.register.model }).waitFor();
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});

it('a Like the API refuses for an expired session logs out and asks to log in again, back to the profile', async () => {
  const [profile] = (await api('/api/profile?category=escort')).data as [Card & { id: number }];
  const { context, page } = await session.open({ as: 'member' });
  try {
    await visit(page, `${session.site.url}/escort/${profile.slug}`);
    const like = page.getByRole('button', { name: en.profile.like });
    await whenInteractive(like);
    await session.scenario('expired-token');
    await like.click();
    const notice = page.getByRole('status').filter({ hasText: en.auth.sessionExpired });
    await notice.waitFor();
    expect(await page.getByText(API_MESSAGES.likesClientsOnly).count()).toBe(0);
    const login = notice.getByRole('link', { name: en.nav.login });
    expect(decodeURIComponent((await login.getAttribute('href')) as string)).toContain(`/escort/${profile.slug}`);
    // The header is a guest's now.
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: en.nav.logout }).count()).toBe(0);
  } finally {
    await session.scenario('');
    await context.close();
  }
  expect(session.problems.filter((p) => !/401/.test(p))).toEqual([]);
});

it('a model of an agency links back to its page; the language menu closes on Escape', async () => {
  const list = (await api(`/api/profile?category=escort&per_page=${PAGE_SIZE}`)).data as Array<Card & { id: number }>;
  let model: { slug: string; business_id: number } | undefined;
  for (const p of list) {
    const full = ((await (await fetch(`${session.site.apiUrl}/api/profile/${p.slug}`)).json()) as { data: { slug: string; business_id: number | null } }).data;
    if (full.business_id !== null) {
      model = { slug: full.slug, business_id: full.business_id };
      break;
    }
  }
  expect(model).toBeDefined();
  const { context, page } = await session.open();
  try {
    await visit(page, `${session.site.url}/de/escort/${model!.slug}`);
    const agency = page.getByRole('link', { name: deVisitor.details.agency });
    await agency.waitFor();
    expect(await agency.getAttribute('href')).toBe(`/de/agency/${model!.business_id}`);
    await agency.click();
    await page.waitForURL((url) => url.pathname === `/de/agency/${model!.business_id}`);

    const menu = page.locator('details:visible').filter({ has: page.locator('summary', { hasText: de.nav.language }) }).first();
    await menu.locator('summary').click();
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});

it('on a phone, the contact bar leaves the footer’s last line readable at the page’s end', async () => {
  const [profile] = (await api('/api/profile?category=escort')).data;
  const { context, page } = await session.open({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  try {
    await visit(page, `${session.site.url}/escort/${profile!.slug}`);
    const bar = page.getByRole('complementary', { name: enVisitor.contact.bar.replace('{name}', (await page.getByRole('heading', { level: 1 }).innerText()).trim()) });
    await bar.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => {
      const barTop = (await bar.boundingBox())?.y ?? 0;
      const last = await page.locator('footer').evaluate((footer) => {
        const texts = [...footer.querySelectorAll('p, a, li')].map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
        return Math.max(...texts.map((r) => r.bottom));
      });
      return last <= barTop;
    }).toBe(true);
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
});
