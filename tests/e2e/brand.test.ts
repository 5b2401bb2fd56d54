import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Locale } from '../../schemas/constants';
import { FREE_ADVERTISING_MONTHS } from '../../schemas/constants';
import { CATALOG_LOADERS } from '@portal/sdk/i18n';
import enAuth from '../../sdk/i18n/sections/auth/en';
import paymentsEn from '../../sdk/i18n/sections/payments/en';
import { SITE_NAME } from '../../sdk/i18n/brand';
import { visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * The brand in Debian's Chromium: headings in the self-hosted display face in every script the
 * site writes, the page preloading only its language's subset (and fetching it once), the wordmark
 * and the footer's columns, and the sign-up's audience switch with what an advertiser gets.
 */
const session = setUpSiteSession();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The display face's files the page asked for, with their sizes, once every heading has its face. */
async function fontsOf(page: Page, path: string) {
  const files: Array<{ url: string; bytes: number }> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) void response.body().then((body) => files.push({ url: response.url(), bytes: body.length }), () => undefined);
  });
  await visit(page, `${session.site.url}${path}`);
  await page.evaluate(() => document.fonts.ready);
  const h1 = page.getByRole('heading', { level: 1 });
  const faces = await h1.evaluate((el) => ({
    family: getComputedStyle(el).fontFamily,
    weight: getComputedStyle(el).fontWeight,
    rendered: document.fonts.check(`600 16px "Noto Serif Display"`, el.textContent ?? ''),
  }));
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((l) => ({ href: l.getAttribute('href'), type: l.getAttribute('type'), crossorigin: l.getAttribute('crossorigin') })),
  );
  return { files, faces, preloads };
}

const SUBSETS: Record<string, RegExp> = { en: /-latin-600/, cz: /-latin-ext-600/, ru: /-cyrillic-600/, el: /-greek-600/ };

it.each(['en', 'cz', 'ru', 'el'] as const)('%s: headings in the display face, its subset preloaded once', async (locale: Locale) => {
  const { context, page } = await session.open(PHONE);
  const { files, faces, preloads } = await fontsOf(page, locale === 'en' ? '/' : `/${locale}/`);
  expect(faces.family).toMatch(/^"Noto Serif Display"/);
  expect(faces.weight).toBe('600');
  expect(faces.rendered).toBe(true);
  // The language's subset (Czech: latin-ext beside latin) is preloaded, as a CORS font request.
  expect(preloads.some((p) => SUBSETS[locale]!.test(p.href ?? ''))).toBe(true);
  expect(preloads.every((p) => p.type === 'font/woff2' && p.crossorigin === '')).toBe(true);
  expect(preloads.length).toBe(locale === 'cz' ? 2 : 1);
  // Each file once (a preload without crossorigin would be fetched a second time), all from the site.
  const urls = files.map((f) => f.url);
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls.every((url) => url.startsWith(session.site.url))).toBe(true);
  expect(files.some((f) => SUBSETS[locale]!.test(f.url))).toBe(true);
  await context.close();
}, 60_000);

it('the wordmark leads home in the language of the page, and the footer offers cities, categories, languages and the legal pages', async () => {
  const ru = (await CATALOG_LOADERS.ru()).default;
  const { context, page } = await session.open(PHONE);
  await visit(page, `${session.site.url}/ru/escort`);
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: SITE_NAME }).getAttribute('href')).toBe('/ru');
  expect(Math.round((await header.boundingBox())!.height)).toBeLessThanOrEqual(57);

  const footer = page.getByRole('contentinfo');
  const cities = footer.getByRole('region', { name: ru.footer.cities });
  const city = cities.getByRole('link').first();
  expect(await city.getAttribute('href')).toMatch(/^\/ru\/escort\?city_id=\d+$/);
  expect(await footer.getByRole('region', { name: ru.footer.categories }).getByRole('link', { name: ru.nav.trances }).getAttribute('href')).toBe('/ru/trances');
  const languages = footer.getByRole('region', { name: ru.footer.languages });
  expect(await languages.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/escort');
  expect(await languages.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBe('true');
  const legal = footer.getByRole('region', { name: ru.footer.trust });
  expect(await legal.getByRole('link').count()).toBe(5);
  expect(await footer.getByText(ru.footer.adultsOnly).isVisible()).toBe(true);
  // Stacked on a phone: each column under the one before, nothing wider than the screen.
  const boxes = await footer.getByRole('region').evaluateAll((regions) => regions.map((r) => r.getBoundingClientRect().top));
  expect(boxes).toEqual([...boxes].sort((a, b) => a - b));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A city of the footer opens the escort listing of that city.
  const name = (await city.textContent())!;
  await city.click();
  await page.waitForURL(/\/ru\/escort\?city_id=\d+$/);
  await expect.poll(() => page.getByRole('main').getByText(name).first().isVisible()).toBe(true);
  await context.close();
}, 60_000);

it('sign-up: a card with the wordmark, a switch between the three audiences, and what an advertiser gets beside the form', async () => {
  const { context, page } = await session.open();
  await visit(page, `${session.site.url}/registration/business`);
  const main = page.getByRole('main');
  expect(await main.getByRole('link', { name: SITE_NAME }).getAttribute('href')).toBe('/');
  const audiences = main.getByRole('navigation', { name: enAuth.register.audience });
  expect(await audiences.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/registration/client', '/registration/model', '/registration/business',
  ]);
  expect(await audiences.getByRole('link', { name: enAuth.register.audienceBusiness }).getAttribute('aria-current')).toBe('page');
  const benefits = main.getByRole('complementary', { name: paymentsEn.advertiser.whatYouGet });
  expect(await benefits.getByText(`Free advertising for ${FREE_ADVERTISING_MONTHS} months`).isVisible()).toBe(true);
  // Beside the form on a desktop: the panel starts at the form's height, to its right.
  const form = (await main.getByRole('textbox', { name: enAuth.register.email }).boundingBox())!;
  const panel = (await benefits.boundingBox())!;
  expect(panel.x).toBeGreaterThan(form.x + form.width);

  // The switch leads to the model's sign-up, which explains her packages; the client's has no panel.
  await audiences.getByRole('link', { name: enAuth.register.audienceModel }).click();
  await page.waitForURL(`${session.site.url}/registration/model`);
  await page.getByRole('heading', { level: 1, name: enAuth.register.model }).waitFor();
  expect(await page.getByRole('complementary', { name: paymentsEn.advertiser.whatYouGet }).getByRole('region', { name: 'VIP' }).isVisible()).toBe(true);
  await visit(page, `${session.site.url}/registration/client`);
  expect(await page.getByRole('complementary', { name: paymentsEn.advertiser.whatYouGet }).count()).toBe(0);
  expect(await page.getByRole('navigation', { name: enAuth.register.audience }).locator('a[aria-current="page"]').textContent()).toBe(enAuth.register.audienceClient);
  expect(session.problems).toEqual([]);
  await context.close();
}, 60_000);
