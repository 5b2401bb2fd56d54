import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, REVIEW_MAX_LENGTH } from '../../schemas/constants';
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo-accounts';
import { createPortalClient } from '../../sdk/client';
import editor from '../../sdk/i18n/sections/editor/en';
import payments from '../../sdk/i18n/sections/payments/en';
import { visit } from './support/hydrated';
import { PHONE_USER_AGENT } from './support/chromium';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';
import { registration } from '../unit/mocks/flows/fixtures';

/**
 * User-written and API text never breaks a screen. The demo model, the demo business
 * and a review get extreme but valid text through the API (60-character names without a space,
 * 2,000-character descriptions with long addresses, right-to-left text, emoji with combining
 * marks, bidi override characters); every page type is then opened at 390 px in Chromium and
 * must not scroll sideways, the checkout dialog keeps its figures on screen, no bidi control
 * from the API reaches the page, and the names are direction-isolated.
 */
const session = setUpSiteSession({ resetMock: true, context: { userAgent: PHONE_USER_AGENT, viewport: VIEWPORTS.phone, locale: 'en-GB' } });
const { problems } = session;
const WIDTH = VIEWPORTS.phone.width;

/** Exactly `n` characters, no space: a word no line can hold. */
const word = (seed: string, n: number) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const OVERRIDES = '\u202E\u202D\u2066';
const LONG_NAME = word('Wolfeschlegelsteinhausen', NAME_MAX_LENGTH);
const BUSINESS_NAME = word('Agenturbetriebsgesellschaft', NAME_MAX_LENGTH);
const RTL = 'مرحبا بكم في صفحتي الشخصية شالوم עולם ';
const EMOJI = '👩🏽‍🦱 Z̴̡̛̼͍̳̈́̈́̌ă̵̧̛̺ḽ̶̓g̷̟̈o̴͎̊ 🏳️‍🌈 ';
const URL_140 = `https://www.example.com/${word('very-long-path-segment-', 120)}?q=${word('x', 20)}`;
/** A description of exactly DESCRIPTION_MAX_LENGTH characters: RTL text, emoji, a bidi override, long addresses and words. */
const description = (() => {
  const parts = [`${OVERRIDES}Hello ${RTL}${EMOJI}`, `${URL_140} `, `${word('Unbreakable', 300)} `, `${RTL}${URL_140} `];
  let text = '';
  for (let i = 0; text.length < DESCRIPTION_MAX_LENGTH; i++) text += parts[i % parts.length];
  return text.slice(0, DESCRIPTION_MAX_LENGTH);
})();
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

let profileSlug = '';
let businessSlug = '';

beforeAll(async () => {
  const api = (token: string) => createPortalClient({ baseUrl: session.site.apiUrl, locale: 'en', getToken: () => token });
  const model = api(DEMO_ACCOUNTS.model.token);
  const { profileId } = DEMO_ACCOUNTS.model;
  await model.profiles.saveEdit(profileId, { name: `${OVERRIDES[0]}${LONG_NAME.slice(1)}`, description });
  // An edit is a draft until a moderator approves it (§4): approved, visitors see it.
  expect((await fetch(`${session.site.apiUrl}/__mock/profiles/${profileId}/approve`, { method: 'POST' })).ok).toBe(true);
  profileSlug = (await model.profiles.get(profileId)).data.slug;
  const business = api(DEMO_ACCOUNTS.business.token);
  const { businessId } = DEMO_ACCOUNTS.business;
  await business.businesses.update(businessId, { name: BUSINESS_NAME, description, website: URL_140 });
  businessSlug = (await business.businesses.get(businessId)).data.slug;
  // One review per client and profile: the demo member has reviewed this profile, a new member writes this one.
  const joined = await api('').session.register(registration('extreme.reviewer@example.test', 'MEMBER'));
  const member = api(joined.data.token ?? '');
  const body = `${RTL}${EMOJI}${URL_140} ${word('Wonderful', 200)}`.slice(0, REVIEW_MAX_LENGTH);
  await member.profiles.createReview(profileId, { body, rating: 5, date_of_meeting: '2026-10-20', duration_of_meeting: '2 h' });
}, 60_000);

const SHOWN_NAMES = [LONG_NAME.slice(1), BUSINESS_NAME];

/**
 * What a page at 390 px must hold: no sideways scroll; no bidi control from the API in its text
 * (a proper FSI … PDI isolate the site writes around a name in an <option> is allowed); and every
 * visible text holding one of the names direction-isolated: in a <bdi>, in an FSI … PDI isolate,
 * or alone in an element that isolates (a block such as a heading, unicode-bidi isolate/plaintext).
 */
async function expectSafe(page: Page, label: string, namesShown = false): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `${label}: page width`).toBeLessThanOrEqual(WIDTH);
  const text = await page.evaluate(() => document.body.innerText);
  expect(BIDI_CONTROLS.test(text.replace(/\u2068[^\u2066-\u2069]*\u2069/g, '')), `${label}: bidi controls in the text`).toBe(false);
  const { unisolated, seen } = await page.evaluate((names) => {
    const found: string[] = [];
    let count = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      const name = names.find((n) => value.includes(n));
      const parent = node.parentElement;
      if (!name || !parent) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      count += 1;
      if (value.includes(`\u2068${name}\u2069`)) continue;
      let isolated = false;
      for (let el: Element | null = parent; el && (el.textContent ?? '').trim() === value.trim(); el = el.parentElement) {
        if (el.tagName === 'BDI' || /isolate|plaintext/.test(getComputedStyle(el).unicodeBidi)) {
          isolated = true;
          break;
        }
      }
      if (!isolated) found.push(`${parent.tagName.toLowerCase()} in "${(parent.parentElement?.textContent ?? '').slice(0, 60)}"`);
    }
    return { unisolated: found, seen: count };
  }, SHOWN_NAMES);
  expect(unisolated, `${label}: names without direction isolation`).toEqual([]);
  if (namesShown) expect(seen, `${label}: the extreme names are on the page`).toBeGreaterThan(0);
}

describe('every page type at 390 px with extreme text', () => {
  /** Page, signed in as, path, what to wait for, whether one of the extreme names must be on it. */
  const pages: Array<[string, 'member' | 'model' | 'business' | null, () => string, string, boolean]> = [
    ['home', null, () => '/', 'main', false],
    ['listing', null, () => '/escort?country_id=1&city_id=1', 'main', false],
    ['profile', null, () => `/escort/${profileSlug}`, 'h1', true],
    ['business page', null, () => `/agencies/${businessSlug}`, 'h1', true],
    ['reviews', null, () => '/reviews', 'main', false],
    ['favourites (member)', 'member', () => '/client/favorites', 'main', true],
    ['profile area', 'model', () => '/profile', 'main', true],
    ['profile editor', 'model', () => '/profile/edit', 'main', false],
    ['model payments', 'model', () => '/profile/payments', 'main', false],
    ['business dashboard', 'business', () => '/business/profile', 'main', false],
    ['business payments', 'business', () => '/business/payments', 'main', false],
  ];

  it.each(pages)('%s', async (label, as, path, ready, namesShown) => {
    const { context, page } = await session.open(as ? { as } : {});
    await visit(page, `${session.site.url}${path()}`);
    await page.locator(ready).first().waitFor();
    await expectSafe(page, label, namesShown);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('the name is shown without the override the API sent', async () => {
    const { context, page } = await session.open();
    await visit(page, `${session.site.url}/escort/${profileSlug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(LONG_NAME.slice(1));
    await context.close();
  }, 60_000);
});

describe('the checkout dialog at 390 px', () => {
  it('keeps its figures on screen whatever the name', async () => {
    const { context, page } = await session.open({ as: 'model' });
    await visit(page, `${session.site.url}/profile/payments`);
    await page.getByRole('button', { name: payments.buyTop, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: editor.checkout.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('term').filter({ hasText: new RegExp(`^${editor.checkout.forWhom}$`) })
      .locator('xpath=following-sibling::dd[1]').textContent()).toBe(LONG_NAME.slice(1));
    const outside = await dialog.evaluate((box, width) => [...box.querySelectorAll('dd, button')]
      .map((el) => ({ text: el.textContent ?? '', rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.left < 0 || rect.right > width)
      .map(({ text, rect }) => `${text.slice(0, 30)} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`), WIDTH);
    expect(outside).toEqual([]);
    await expectSafe(page, 'checkout dialog', true);
    await context.close();
  }, 60_000);
});
