import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import enAuth from '../../sdk/i18n/sections/auth/en';
import editor from '../../sdk/i18n/sections/editor/en';
import { reload, visit, whenHydrated } from './support/hydrated';
import { checkFirst, draftHolds, fillFirstSteps, fillSelects, goToStep, heading, next, uploadPhotos } from './support/editor-wizard';
import { photoCountText } from './support/photo-count';
import { fillRegistration } from './support/registration';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * The business area in Debian's Chromium on the production server: the demo business sees its
 * three dashboard groups (VIP before TOP among the active models), each model linked to its page,
 * the editor and TOP/VIP; it adds an incognito model, fills her through the model editor up to
 * moderation and finds her on moderation. A new business signs up, fills the business
 * questionnaire, reloads half-way and finds its draft, and finishes with is_final.
 */
const PASSWORD = 'Business-pass-1';
const DESCRIPTION = 'A calm and cheerful companion who enjoys good conversation, art galleries and long dinners in the old town.';

// The demo business is changed here (a new model): start from the seeded state.
const session = setUpSiteSession({ resetMock: true, context: { viewport: VIEWPORTS.desktop, locale: 'en-GB' } });
const { problems } = session;

// ---- the dashboard ----
const group = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
const groupCount = async (page: Page, name: string) =>
  (await group(page, name).getByRole('heading', { level: 3 }).textContent())?.replace(name, '').trim();
const rowNames = (page: Page, name: string) => group(page, name).getByRole('heading', { level: 4 }).allTextContents();
/** The badge texts of each row of a group, in order. */
const rowBadges = (page: Page, name: string) =>
  group(page, name).getByRole('article').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('ul li')].map((li) => li.textContent?.trim() ?? '')));

it('the demo business sees its three groups with VIP before TOP, adds an incognito model through the editor and finds her on moderation', async () => {
  const { context, page } = await session.open({ as: 'business' });
  await visit(page, `${session.site.url}/business/profile`);
  await page.getByRole('heading', { level: 1, name: 'Aurora Lounge Agency' }).waitFor();
  await group(page, en.business.groups.active).waitFor();

  // §4: 4 active, 2 on moderation, 4 deactivated (2 drafts, 2 switched off).
  expect(await groupCount(page, en.business.groups.active)).toBe('4 models');
  expect(await groupCount(page, en.business.groups.moderating)).toBe('2 models');
  expect(await groupCount(page, en.business.groups.deactivated)).toBe('4 models');
  // Inside the active group the VIP model comes first, then the TOP one, then the rest.
  const badges = await rowBadges(page, en.business.groups.active);
  const vip = badges.findIndex((b) => b.includes(en.listing.badges.VIP));
  const top = badges.findIndex((b) => b.includes(en.listing.badges.TOP) && !b.includes(en.listing.badges.VIP));
  expect(vip).toBe(0);
  expect(top).toBe(1);
  expect(await group(page, en.business.groups.active).getByText(en.business.incognito, { exact: true }).count()).toBe(1);

  // Each model: its page, the editor (?id=), TOP/VIP on the payments page (?profile_id=).
  const [first] = await rowNames(page, en.business.groups.active);
  const promote = await page.getByRole('link', { name: `${editor.business.promote} ${first}` }).getAttribute('href');
  expect(promote).toMatch(/^\/business\/payments\?profile_id=\d+$/);
  const id = promote!.split('=')[1];
  expect(await page.getByRole('link', { name: `${en.common.edit} ${first}` }).getAttribute('href')).toBe(`/business/individual_edit?id=${id}`);
  await page.getByRole('link', { name: `${editor.business.view} ${first}` }).click();
  await page.waitForURL(`${session.site.url}/business/individual/${id}`);
  await page.getByRole('heading', { level: 1, name: first }).waitFor();
  await page.getByTestId('model-state').filter({ hasText: editor.business.state.active }).waitFor();
  await page.getByRole('link', { name: editor.business.backToDashboard }).click();

  // An incognito model, through the same ten-step editor as a model's own.
  await page.getByRole('link', { name: editor.business.addIncognito }).click();
  await page.waitForURL(`${session.site.url}/business/add_model_business?incognito=1`);
  await page.getByRole('heading', { level: 1, name: editor.business.addIncognito }).waitFor();
  await page.getByText(en.business.incognitoHint).first().waitFor();
  await fillFirstSteps(page, 'Selene');
  await goToStep(page, editor.steps.about);
  await page.getByRole('textbox', { name: en.profile.fields.description }).fill(DESCRIPTION);
  await next(page);
  await heading(page, editor.steps.contacts).waitFor();
  await page.getByRole('group', { name: en.profile.fields.phone_number }).getByRole('textbox', { name: editor.contacts.number }).fill('501234567');
  await fillSelects(page);
  await next(page);
  // Once created, the model has her own editor address: a reload finds her at the same step.
  await heading(page, editor.steps.rates).waitFor();
  await page.waitForURL(/\/business\/individual_edit\?id=\d+$/);
  await reload(page);
  await heading(page, editor.steps.rates).waitFor();
  await page.getByRole('heading', { level: 1, name: editor.business.editModel }).waitFor();
  await page.getByRole('button', { name: editor.rates.add }).click();
  await page.getByRole('combobox', { name: editor.rates.duration }).first().selectOption({ label: '1 hour' });
  const incall = page.getByRole('spinbutton', { name: /^Incall/ }).first();
  await incall.fill('150');
  await incall.blur();
  await next(page);
  await heading(page, editor.steps.workingTime).waitFor();
  const from = page.getByRole('combobox', { name: editor.workingTime.from });
  for (let i = 0; i < 7; i++) await from.nth(i).selectOption({ label: en.profile.allDay });
  await next(page);
  await heading(page, editor.steps.preview).waitFor();
  await goToStep(page, editor.steps.media);
  await uploadPhotos(page, [[200, 40, 90], [40, 160, 200], [90, 200, 60]]);
  await page.getByText(photoCountText(3), { exact: true }).waitFor({ timeout: 20_000 });
  await goToStep(page, editor.steps.preview);
  await next(page);
  await heading(page, editor.steps.send).waitFor();
  await page.getByRole('button', { name: editor.steps.send, exact: true }).click();
  await page.getByText(/up to 48 hours/).first().waitFor({ timeout: 15_000 });

  // Back on the dashboard she waits on moderation, marked incognito.
  await page.getByRole('link', { name: editor.business.toDashboard }).click();
  await page.waitForURL(`${session.site.url}/business/profile`);
  await expect.poll(() => rowNames(page, en.business.groups.moderating)).toContain('Selene');
  expect(await groupCount(page, en.business.groups.moderating)).toBe('3 models');
  const selene = group(page, en.business.groups.moderating).getByRole('article', { name: 'Selene' });
  await selene.getByText(en.business.incognito, { exact: true }).waitFor();
  await selene.getByText(editor.business.state.moderating, { exact: true }).waitFor();

  // The questionnaires page lists her with her progress.
  await visit(page, `${session.site.url}/business/list-questionnaires`);
  const row = page.getByTestId('model-questionnaire').filter({ hasText: 'Selene' });
  await row.getByText(editor.progress.pending).waitFor();
  expect(problems).toEqual([]);
  await context.close();
}, 180_000);

it('a new business signs up, fills the business questionnaire, finds its draft after a reload and finishes it', async () => {
  const { context, page } = await session.open();
  await page.goto(`${session.site.url}/registration/business`, { waitUntil: 'networkidle' });
  await fillRegistration(page, enAuth.register, { nickname: 'Velvet', email: `velvet-${Date.now()}@example.test`, password: PASSWORD });
  await page.getByRole('button', { name: enAuth.register.submit }).click();
  await page.waitForURL(`${session.site.url}/business/create-business`);
  await page.getByRole('heading', { level: 1, name: editor.business.createTitle }).waitFor();

  // 1 About the business: saved with Next.
  await heading(page, editor.business.steps.about).waitFor();
  await page.getByRole('textbox', { name: en.business.name }).fill('Velvet Lounge');
  await page.getByRole('combobox', { name: en.business.type }).selectOption('agencies');
  await page.getByRole('textbox', { name: en.business.title }).fill('Elegant companions in the old town');
  await page.getByRole('textbox', { name: en.business.description }).fill(DESCRIPTION);
  await next(page);

  // 2 General information, reloaded half-way: the draft brings back what was typed.
  await heading(page, editor.business.steps.generalInfo).waitFor();
  await page.getByRole('group', { name: en.business.phone }).getByRole('textbox', { name: editor.contacts.number }).fill('601234567');
  await fillSelects(page);
  await page.getByRole('textbox', { name: en.business.address }).fill('Old Town Square 7');
  await draftHolds(page, 'Old Town Square 7');
  await reload(page);
  await heading(page, editor.business.steps.generalInfo).waitFor();
  await page.getByText(editor.draftRestored).waitFor();
  expect(await page.getByRole('textbox', { name: en.business.address }).inputValue()).toBe('Old Town Square 7');
  expect(await page.getByRole('group', { name: en.business.phone }).getByRole('textbox', { name: editor.contacts.number }).inputValue()).toBe('601234567');
  await goToStep(page, editor.business.steps.about);
  expect(await page.getByRole('textbox', { name: en.business.name }).inputValue()).toBe('Velvet Lounge');
  await goToStep(page, editor.business.steps.generalInfo);
  expect(await page.getByRole('textbox', { name: en.business.address }).inputValue()).toBe('Old Town Square 7');

  // The §5 validity flags say what is missing until payment and parking are chosen.
  const flags = page.getByRole('list', { name: editor.business.flags.title });
  await flags.getByText(new RegExp(`${en.business.paymentTypes}.*${editor.business.flags.missing}`)).waitFor();
  await checkFirst(page, en.business.paymentTypes);
  await checkFirst(page, en.business.parkingTypes);
  await flags.getByText(new RegExp(`${en.business.paymentTypes}.*${editor.business.flags.done}`)).waitFor();
  await next(page);

  // 3 Categories (escort preselected), 4 Photos (three, through the crop dialog), 5 Working time, 6 Services, 7 Agency picture with is_final.
  await heading(page, editor.business.steps.categories).waitFor();
  await next(page);
  await heading(page, editor.business.steps.images).waitFor();
  await uploadPhotos(page, [[150, 20, 60], [20, 60, 150], [60, 150, 20]]);
  await page.getByText(photoCountText(3), { exact: true }).waitFor({ timeout: 20_000 });
  await next(page);
  await heading(page, editor.business.steps.workingTime).waitFor();
  const opens = page.getByRole('combobox', { name: editor.workingTime.from });
  for (let i = 0; i < 7; i++) await opens.nth(i).selectOption({ label: en.profile.allDay });
  await next(page);
  await heading(page, editor.business.steps.services).waitFor();
  await next(page);
  await heading(page, editor.business.steps.picture).waitFor();
  await page.getByRole('checkbox', { name: en.business.createBanner }).check();
  await page.getByRole('textbox', { name: en.business.bannerDescription }).fill('Our logo in gold on a dark red background, no faces.');
  await page.getByRole('button', { name: editor.business.finish }).click();
  await page.getByText(editor.business.finished).waitFor();

  // On its dashboard: three months of free advertising, and no models yet.
  await page.getByRole('link', { name: editor.business.toDashboard }).click();
  await page.getByRole('heading', { level: 1, name: 'Velvet Lounge' }).waitFor();
  await page.getByRole('complementary', { name: 'Free advertising for 3 months' }).waitFor();
  expect(await groupCount(page, en.business.groups.active)).toBe('0 models');
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it('another account’s model answers 403 and an unknown one 404, neither with "Try again"; create-business of a sent page opens its editing', async () => {
  const { context, page } = await session.open({ as: 'business' });
  // Profile 1 is the demo model's own (an independent model), not one of this business's.
  const forbidden = await page.goto(`${session.site.url}/business/individual/1`);
  expect(forbidden?.status()).toBe(403);
  await whenHydrated(page);
  await page.getByText(en.errors.forbidden).waitFor();
  expect(await page.getByRole('button', { name: en.common.retry }).count()).toBe(0);
  expect(await page.getByRole('link', { name: en.common.retry }).count()).toBe(0);

  const missing = await page.goto(`${session.site.url}/business/individual/999999`);
  expect(missing?.status()).toBe(404);
  await whenHydrated(page);
  await page.getByRole('heading', { level: 1, name: en.pages.notFound.title }).waitFor();
  expect(await page.getByRole('button', { name: en.common.retry }).count()).toBe(0);

  // Its own model still opens (the loader is the owner's way in too).
  const own = await fetch(`${session.site.url}/api/business/1/show`).then((r) => r.json()) as { profiles: Array<{ id: number }> };
  const ownModel = await page.goto(`${session.site.url}/business/individual/${own.profiles[0]!.id}`);
  expect(ownModel?.status()).toBe(200);
  await whenHydrated(page);
  await page.getByTestId('model-state').waitFor();

  // The demo business's page was sent long ago: the create path takes it to editing that page.
  await visit(page, `${session.site.url}/business/create-business`);
  await page.waitForURL(`${session.site.url}/business/edit`);
  await page.getByRole('heading', { level: 1, name: editor.business.editTitle }).waitFor();
  // The browser reports the 403 and 404 documents as console errors: those are the answers asked for.
  expect(problems.filter((p) => !/status of (403|404)/.test(p))).toEqual([]);
  await context.close();
}, 60_000);
