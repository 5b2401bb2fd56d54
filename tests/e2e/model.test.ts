import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo-accounts';
import en from '@portal/sdk/i18n/en';
import enStories from '../../sdk/i18n/sections/stories/en';
import enAuth from '../../sdk/i18n/sections/auth/en';
import editor from '../../sdk/i18n/sections/editor/en';
import enForms from '../../sdk/i18n/sections/forms/en';
import { reload, visit } from './support/hydrated';
import { PHONE_USER_AGENT } from './support/chromium';
import { checkFirst, draftHolds, fillFirstSteps, fillSelects, goToStep, heading, next, uploadPhotos } from './support/editor-wizard';
import { photoCountText } from './support/photo-count';
import { fillRegistration } from './support/registration';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';
import type { AuthAnswer } from './support/site-session';

/**
 * The model’s area in Debian’s Chromium on the production server at a phone’s width: a new model
 * signs up on the site (/registration/model lands in profile creation),
 * fills the ten editor steps, uploads three photos through the crop dialog, reloads in the middle
 * of the contacts step and finds everything there, sends to moderation and sees it pending; the
 * demo model switches her profile off and on (each after its question) and asks for verification;
 * a web cam model starts with the category preselected and keeps her draft over a reload.
 */
const PASSWORD = 'Model-pass-1';
const DESCRIPTION = 'I am a friendly and cheerful companion who loves good conversation, long walks in the old town and quiet dinners.';

// Each run registers new models and leaves the demo model as it found her, so the reset is for tidiness.
const session = setUpSiteSession({ resetMock: true, context: { userAgent: PHONE_USER_AGENT, viewport: VIEWPORTS.phone, locale: 'en-GB' } });
const { problems } = session;

/** A new model signs up through the site's proxy (the session is hers). */
async function register(nickname: string): Promise<AuthAnswer> {
  const res = await fetch(`${session.site.url}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      nickname, email: `${nickname.toLowerCase()}-${Date.now()}@example.test`, password: PASSWORD, password_confirmation: PASSWORD,
      country_id: 1, newsletter: false, terms: true, role: 'INDIVIDUAL',
    }),
  });
  expect(res.ok, `/api/user ${res.status}`).toBe(true);
  return (await res.json()) as AuthAnswer;
}

// ---- the editor (support/editor-wizard.ts) ----
/** The about-me step: the description, then Next. */
async function fillAboutMe(page: Page): Promise<void> {
  await heading(page, editor.steps.about).waitFor();
  await page.getByRole('textbox', { name: en.profile.fields.description }).fill(DESCRIPTION);
  await next(page);
}

/** The working time (or a cam model's show times) step: all day, every day. */
async function allDayEveryDay(page: Page): Promise<void> {
  const from = page.getByRole('combobox', { name: editor.workingTime.from });
  for (let i = 0; i < 7; i++) await from.nth(i).selectOption({ label: en.profile.allDay });
}

const phoneNumber = (page: Page) => page.getByRole('group', { name: en.profile.fields.phone_number }).getByRole('textbox', { name: editor.contacts.number });

/** The first bytes of an MP4 (an `ftyp isom` box): the site and the mock check the content. */
const MP4_HEAD = [0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0, 0, 0, 0];

/** What a refused call (503 or 429 of the flaky scenario) says. */
const serverBusy = new RegExp(`${en.errors.server}|${en.errors.tooManyRequests}`.replace(/[.?]/g, '\\$&'));

afterEach(async () => {
  // A failed flaky test must not leave the scenario on for the next one.
  await session.scenario('');
});

it('a new model fills the ten steps, keeps her draft over a reload, uploads three photos through the crop dialog, sends to moderation and asks for verification', async () => {
  // She signs up as a model on the site and lands in profile creation.
  const { context, page } = await session.open();
  await visit(page, `${session.site.url}/registration/model`);
  await fillRegistration(page, enAuth.register, { nickname: 'Alina', email: `alina-${Date.now()}@example.test`, password: PASSWORD });
  await page.getByRole('button', { name: enAuth.register.submit }).click();
  await page.waitForURL(`${session.site.url}/profile/create-profile`);

  // 1-3 General info (its Next creates the profile), parameters, services.
  await fillFirstSteps(page, 'Alina');
  // 4 Photos. First a text file named x.png: refused by its bytes with the reason, no crop dialog.
  await page.locator('main input[type="file"]').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not a photo\n') });
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'x.png' }).textContent()).toBe(`x.png: ${enForms.notImage}`);
  expect(await page.getByRole('dialog', { name: editor.crop.title }).count()).toBe(0);
  // Then three test images, in order, through the crop dialog.
  await uploadPhotos(page, [[200, 40, 90], [40, 160, 200], [90, 200, 60]]);
  await page.getByText(photoCountText(3), { exact: true }).waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByRole('list', { name: editor.photos.order }).getByRole('listitem').count()).toBe(3);
  await next(page);
  // 5 About me
  await fillAboutMe(page);
  // 6 Contacts, reloaded half-way (once the draft holds the number).
  await heading(page, editor.steps.contacts).waitFor();
  await phoneNumber(page).fill('501234567');
  await draftHolds(page, '501234567');
  await reload(page);
  await heading(page, editor.steps.contacts).waitFor();
  await page.getByText(editor.draftRestored).waitFor();
  expect(await phoneNumber(page).inputValue()).toBe('501234567');
  await goToStep(page, editor.steps.general);
  expect(await page.getByRole('textbox', { name: en.profile.fields.name }).inputValue()).toBe('Alina');
  await goToStep(page, editor.steps.about);
  expect(await page.getByRole('textbox', { name: en.profile.fields.description }).inputValue()).toBe(DESCRIPTION);
  await goToStep(page, editor.steps.contacts);
  expect(await phoneNumber(page).inputValue()).toBe('501234567');
  await fillSelects(page);
  await next(page);
  // 7 Rates: one row; Next is clicked once while Incall still has the focus.
  await heading(page, editor.steps.rates).waitFor();
  await page.getByRole('button', { name: editor.rates.add }).click();
  await page.getByRole('combobox', { name: editor.rates.duration }).first().selectOption({ label: '1 hour' });
  const incall = page.getByRole('spinbutton', { name: /^Incall/ }).first();
  await incall.fill('150');
  expect(await incall.evaluate((el) => el === document.activeElement)).toBe(true);
  await next(page);
  // 8 Working time: all day every day.
  await heading(page, editor.steps.workingTime).waitFor();
  await allDayEveryDay(page);
  await next(page);
  await heading(page, editor.steps.preview).waitFor();

  // Steps 1-8 are complete.
  await page.getByRole('navigation', { name: editor.stepsLabel }).getByRole('button', { expanded: false }).click();
  for (const label of [editor.steps.general, editor.steps.parameters, editor.steps.services, editor.steps.media, editor.steps.about, editor.steps.contacts, editor.steps.rates, editor.steps.workingTime]) {
    const item = page.getByRole('navigation', { name: editor.stepsLabel }).getByRole('button', { name: new RegExp(`^${label}\\b`) });
    await expect.poll(() => item.textContent()).toContain(editor.progress.completed);
  }

  // 9 Preview, 10 Send to moderation: pending.
  await goToStep(page, editor.steps.preview);
  await next(page);
  await heading(page, editor.steps.send).waitFor();
  await page.getByRole('button', { name: editor.steps.send, exact: true }).click();
  await page.getByText(/up to 48 hours/).first().waitFor({ timeout: 15_000 });

  // The account area says the same.
  await visit(page, `${session.site.url}/profile`);
  await page.getByTestId('profile-state').filter({ hasText: editor.business.state.moderating }).waitFor();
  await page.getByTestId('profile-progress').filter({ hasText: editor.progress.pending }).waitFor();
  await page.getByRole('status').filter({ hasText: /48 hours/ }).waitFor();
  // And asks for verification, with its explanation.
  await page.getByText(editor.verify.explanation).waitFor();
  await page.getByRole('textbox', { name: editor.verify.label }).fill('Please verify me: I can send a photo holding a note.');
  await page.getByRole('button', { name: editor.verify.request }).click();
  await page.getByRole('status').filter({ hasText: editor.verify.requested }).waitFor();
  await reload(page);
  await page.getByText(editor.verify.requested).waitFor();

  // The preview: her card with the description helper, then her page as visitors see it.
  await visit(page, `${session.site.url}/profile/preview`);
  await page.getByTestId('preview-summary').filter({ hasText: 'friendly and cheerful' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Alina' }).first().waitFor();
  await page.getByRole('table', { name: new RegExp(`^${en.profile.rates.title}`) }).getByRole('cell', { name: '150' }).first().waitFor();
  await page.getByRole('button', { name: en.profile.showPhone }).waitFor();
  await page.getByRole('link', { name: en.profile.buyPlace }).waitFor();

  // On moderation, her story is held: she sees it labelled pending, a guest does not see it.
  await visit(page, `${session.site.url}/stories`);
  await page.getByLabel(editor.stories.choose).setInputFiles({ name: 'hello.mp4', mimeType: 'video/mp4', buffer: Buffer.from(MP4_HEAD) });
  await page.getByRole('button', { name: enStories.upload }).click();
  await page.getByRole('status').filter({ hasText: enStories.pendingNote }).waitFor({ timeout: 15_000 });
  const play = enStories.play.replace('{name}', 'Alina');
  await page.getByText(enStories.pending, { exact: true }).first().waitFor();
  const ownCount = await page.getByRole('button', { name: play }).count();
  const guest = await session.open();
  await visit(guest.page, `${session.site.url}/stories`);
  await guest.page.getByRole('heading', { level: 1, name: en.pages.stories.title }).waitFor();
  expect(await guest.page.getByText(enStories.pending, { exact: true }).count()).toBe(0);
  expect(await guest.page.getByRole('button', { name: play }).count()).toBe(ownCount - 1);
  await guest.context.close();
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it('the demo model switches her profile off and on after the questions and sees her verified badge', async () => {
  const { context, page } = await session.open({ as: 'model' });
  await visit(page, `${session.site.url}/profile`);
  const toggle = page.getByRole('switch', { name: editor.status.label });
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

  await toggle.click();
  const off = page.getByRole('alertdialog', { name: editor.deactivateQ });
  await off.getByRole('button', { name: en.common.confirm }).click();
  await off.waitFor({ state: 'detached' });
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  await page.getByTestId('profile-state').filter({ hasText: editor.business.state.inactive }).waitFor();

  await toggle.click();
  const on = page.getByRole('alertdialog', { name: editor.activateQ });
  await on.getByRole('button', { name: en.common.confirm }).click();
  await on.waitFor({ state: 'detached' });
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

  // She is verified already: the badge instead of the request form.
  await page.getByText(editor.verify.badge).first().waitFor();
  expect(await page.getByText(editor.verify.explanation).count()).toBe(0);

  // Statistics (a tab is a page of its own): views, likes and reviews over the last days, a point a day.
  await page.getByRole('navigation', { name: en.nav.account }).getByRole('link', { name: editor.tabs.statistics }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/statistics');
  const stats = page.getByRole('region', { name: editor.tabs.statistics });
  await stats.getByRole('img').waitFor();
  await stats.getByText(editor.stats.table).click();
  await expect.poll(() => stats.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(1);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

/** The photos of the media step's order list by id, the main photo first. */
const photoOrder = (page: Page) =>
  page.locator(`main ul[aria-label="${editor.photos.order}"] > li`).evaluateAll((tiles) => tiles.map((li) => Number(li.getAttribute('data-photo-id'))));
const orderSaved = (page: Page) => expect.poll(() => page.getByText(editor.photos.saving).count()).toBe(0);
const pathOf = (src: string | null) => new URL(src ?? '', session.site.url).pathname;
/** "Photo n of total", the name each photo's menu button ends with. */
const photoLabel = (n: number, total: number) => en.profile.photoOf.replace('{n}', String(n)).replace('{total}', String(total));
/** Opens a photo's menu (its ⋯ button) and picks an item. */
async function pickFromMenu(page: Page, label: string, item: string) {
  await page.getByRole('button', { name: editor.photos.menu.replace('{label}', label) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

it('the demo model uploads photos, makes the third the main photo, moves one earlier, and the order stays over a reload and on her public profile', async () => {
  const { context, page } = await session.open({ as: 'model' });
  await visit(page, `${session.site.url}/profile/edit`);
  await goToStep(page, editor.steps.media);
  // The demo model has photos already: wait until the three new ones are in the order, not just three.
  const had = (await photoOrder(page)).length;
  await uploadPhotos(page, [[200, 40, 90], [40, 160, 200], [90, 200, 60]]);
  await expect.poll(async () => (await photoOrder(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(had + 3);
  await expect.poll(() => page.locator(`main ul[aria-label="${editor.photos.uploads}"] > li`).count(), { timeout: 30_000 }).toBe(0);
  const before = await photoOrder(page);
  const total = before.length;
  const third = before[2]!;
  const thirdSrc = pathOf(await page.locator(`main li[data-photo-id="${third}"] img`).getAttribute('src'));

  // The third photo becomes the main photo from its menu: first in the list, with the badge.
  await pickFromMenu(page, photoLabel(3, total), editor.photos.makeMain);
  const withMain = [third, ...before.filter((id) => id !== third)];
  await expect.poll(() => photoOrder(page)).toEqual(withMain);
  await orderSaved(page);
  // The last photo moves one place earlier.
  await pickFromMenu(page, photoLabel(total, total), editor.photos.moveEarlier);
  const expected = [...withMain.slice(0, total - 2), withMain[total - 1]!, withMain[total - 2]!];
  await expect.poll(() => photoOrder(page)).toEqual(expected);
  await orderSaved(page);
  expect(await page.getByRole('alert').count()).toBe(0);

  // After a reload the editor shows the same order.
  await reload(page);
  await goToStep(page, editor.steps.media);
  await expect.poll(() => photoOrder(page)).toEqual(expected);
  expect(pathOf(await page.getByRole('img', { name: editor.photoIsMain }).getAttribute('src'))).toBe(thirdSrc);

  // Her public profile opens on the chosen main photo.
  const profile = (await (await fetch(`${session.site.url}/api/profile/${DEMO_ACCOUNTS.model.profileId}`)).json()) as { data: { slug: string } };
  await visit(page, `${session.site.url}/escort/${profile.data.slug}`);
  const first = page.getByRole('group', { name: en.profile.photoOf.replace('{n}', '1').replace('{total}', String(total)) }).locator('img');
  expect(pathOf(await first.getAttribute('src'))).toBe(thirdSrc);
  expect(problems).toEqual([]);
  await context.close();
}, 90_000);

it('with the flaky scenario an upload that fails is retried from its tile, and nothing typed in the other steps is lost', async () => {
  const { context, page } = await session.open({ as: await register('Flora') });
  await visit(page, `${session.site.url}/profile/create-profile`);
  await fillFirstSteps(page, 'Flora');

  // Every call fails now (the client's one retry too): the upload fails and says so on its tile.
  await session.scenario('flaky:100');
  await uploadPhotos(page, [[220, 120, 40]]);
  await page.getByRole('alert').filter({ hasText: editor.media.failed.replace('{name}', 'photo-1.png') }).waitFor({ timeout: 15_000 });
  const retry = page.getByRole('button', { name: `${editor.uploadRetry}: photo-1.png` });
  await retry.waitFor();

  // She goes on typing meanwhile; saving About me fails as well, and keeps the text.
  await goToStep(page, editor.steps.about);
  await page.getByRole('textbox', { name: en.profile.fields.description }).fill(DESCRIPTION);
  await next(page);
  await page.getByRole('alert').filter({ hasText: serverBusy }).first().waitFor({ timeout: 15_000 });
  await heading(page, editor.steps.about).waitFor();
  await goToStep(page, editor.steps.contacts);
  await phoneNumber(page).fill('671112233');
  await draftHolds(page, '671112233');

  // The connection is back: the retry from the tile succeeds, and the other photos follow.
  await session.scenario('');
  await goToStep(page, editor.steps.media);
  await retry.click();
  await page.getByText(photoCountText(1), { exact: true }).waitFor({ timeout: 15_000 });
  await expect.poll(() => retry.count()).toBe(0);
  await uploadPhotos(page, [[30, 90, 160], [160, 30, 90]], 2);
  await page.getByText(photoCountText(3), { exact: true }).waitFor({ timeout: 20_000 });

  // Nothing typed was lost: About me and Contacts hold what she typed, and About me saves now.
  await goToStep(page, editor.steps.contacts);
  expect(await phoneNumber(page).inputValue()).toBe('671112233');
  await goToStep(page, editor.steps.about);
  expect(await page.getByRole('textbox', { name: en.profile.fields.description }).inputValue()).toBe(DESCRIPTION);
  await next(page);
  await heading(page, editor.steps.contacts).waitFor();
  expect(await phoneNumber(page).inputValue()).toBe('671112233');
  await goToStep(page, editor.steps.general);
  expect(await page.getByRole('textbox', { name: en.profile.fields.name }).inputValue()).toBe('Flora');
  // The browser logs each refused call (503/429/500) as a failed resource; nothing else may go wrong.
  expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of (503|429|500)/.test(p))).toEqual([]);
  await context.close();
}, 120_000);

it('a web cam model creates her profile at step 1 in the web cam category, keeps her draft over a reload and uploads photos in order', async () => {
  const { context, page } = await session.open({ as: await register('Cami') });
  await visit(page, `${session.site.url}/profile_webcam/create-profile`);
  await heading(page, editor.steps.general).waitFor();
  expect(await page.getByRole('combobox', { name: en.profile.fields.category }).inputValue()).toBe('web_cam');
  await page.getByRole('textbox', { name: en.profile.fields.name }).fill('Cami');
  await fillSelects(page);
  await next(page);
  await heading(page, editor.steps.parameters).waitFor();
  await fillSelects(page);
  await checkFirst(page, en.profile.fields.user_languages);
  const height = page.getByRole('combobox', { name: en.profile.fields.height });
  const chosen = await height.inputValue();
  await draftHolds(page, `"height_id":${chosen}`);
  await reload(page);
  await heading(page, editor.steps.parameters).waitFor();
  await page.getByText(editor.draftRestored).waitFor();
  expect(await height.inputValue()).toBe(chosen);
  await goToStep(page, editor.steps.general);
  expect(await page.getByRole('textbox', { name: en.profile.fields.name }).inputValue()).toBe('Cami');
  expect(await page.getByRole('combobox', { name: en.profile.fields.category }).inputValue()).toBe('web_cam');
  await goToStep(page, editor.steps.parameters);
  await next(page);
  // Her editor asks for her cam platforms where an escort's asks for services (webcam.test.ts goes on to her public page).
  await heading(page, editor.webcam.platforms.step).waitFor();
  await page.getByRole('button', { name: editor.webcam.platforms.add }).click();
  await page.getByRole('textbox', { name: editor.webcam.platforms.platform }).fill('CamStage');
  await page.getByRole('textbox', { name: editor.webcam.platforms.url }).fill('https://camstage.example.com/cami');
  await next(page);
  await heading(page, editor.steps.media).waitFor();
  await uploadPhotos(page, [[120, 60, 200]]);
  await page.getByText(photoCountText(1), { exact: true }).waitFor({ timeout: 15_000 });
  // Her area shows the web cam profile as a draft.
  await visit(page, `${session.site.url}/profile_webcam`);
  await page.getByTestId('profile-state').filter({ hasText: editor.business.state.draft }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
}, 90_000);

it('a web cam model signs up on the web cam path, fills her editor (platforms and show times, no escort rates) and her public page shows them', async () => {
  const { context, page } = await session.open();
  await visit(page, `${session.site.url}/registration/webcam`);
  await page.getByRole('heading', { level: 1, name: en.webcam.register.title }).waitFor();
  expect(await page.getByRole('link', { name: enAuth.register.model }).getAttribute('href')).toBe('/registration/model');
  const email = `nora-${Date.now()}@example.test`;
  await fillRegistration(page, enAuth.register, { nickname: 'Nora', email, password: PASSWORD });
  await page.getByRole('button', { name: enAuth.register.submit }).click();
  await page.waitForURL(`${session.site.url}/profile_webcam/create-profile`);

  // Her editor: nine steps, no escort services, rates or meetings.
  await heading(page, editor.steps.general).waitFor();
  const steps = page.getByRole('navigation', { name: editor.stepsLabel });
  await steps.getByRole('button', { expanded: false }).click();
  for (const absent of [editor.steps.services, editor.steps.rates, editor.steps.workingTime]) {
    expect(await steps.getByRole('button', { name: new RegExp(`^${absent}\\b`) }).count(), absent).toBe(0);
  }
  await steps.getByRole('button', { name: new RegExp(`^${editor.webcam.platforms.step}\\b`) }).waitFor();
  await steps.getByRole('button', { expanded: true }).click();
  expect(await page.getByRole('combobox', { name: en.profile.fields.category }).inputValue()).toBe('web_cam');
  await page.getByRole('textbox', { name: en.profile.fields.name }).fill('Nora');
  await fillSelects(page);
  await next(page);
  // Parameters: languages, no travel or meetings.
  await heading(page, editor.steps.parameters).waitFor();
  expect(await page.getByRole('group', { name: en.profile.fields.meeting_with }).count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: en.profile.fields.travel }).count()).toBe(0);
  await fillSelects(page);
  await checkFirst(page, en.profile.fields.user_languages);
  await next(page);
  // Her platforms.
  await heading(page, editor.webcam.platforms.step).waitFor();
  const platforms = [['CamStage', 'https://camstage.example.com/nora'], ['LiveRoom', 'https://liveroom.example.com/nora']] as const;
  for (const [i, [platform, url]] of platforms.entries()) {
    await page.getByRole('button', { name: editor.webcam.platforms.add }).click();
    await page.getByRole('textbox', { name: editor.webcam.platforms.platform, exact: true }).nth(i).fill(platform);
    await page.getByRole('textbox', { name: editor.webcam.platforms.url, exact: true }).nth(i).fill(url);
  }
  await next(page);
  await heading(page, editor.steps.media).waitFor();
  await uploadPhotos(page, [[200, 90, 40], [40, 90, 200], [90, 40, 200]]);
  await page.getByText(photoCountText(3), { exact: true }).waitFor({ timeout: 20_000 });
  await next(page);
  await fillAboutMe(page);
  await heading(page, editor.steps.contacts).waitFor();
  await phoneNumber(page).fill('501234567');
  await fillSelects(page);
  await next(page);
  // Her working time is her show times.
  await heading(page, en.webcam.showTimes).waitFor();
  await allDayEveryDay(page);
  await next(page);
  await heading(page, editor.steps.preview).waitFor();
  await next(page);
  await heading(page, editor.steps.send).waitFor();
  await page.getByRole('button', { name: editor.steps.send, exact: true }).click();
  await page.getByText(/up to 48 hours/).first().waitFor({ timeout: 15_000 });

  // A moderator approves her; visitors see her platforms and show times, and no rates.
  const login = await session.logIn({ email, password: PASSWORD });
  const id = (login.data.user as unknown as { profile_id: number | null }).profile_id;
  expect(id).not.toBeNull();
  expect((await fetch(`${session.site.apiUrl}/__mock/profiles/${id}/approve`, { method: 'POST' })).ok).toBe(true);
  const { data: profile } = (await (await fetch(`${session.site.url}/api/profile/${id}`)).json()) as { data: { slug: string; category: string } };
  expect(profile.category).toBe('web_cam');
  const guest = await session.open();
  await visit(guest.page, `${session.site.url}/web_cam/${profile.slug}`);
  await guest.page.getByRole('heading', { level: 2, name: en.webcam.platforms.title }).waitFor();
  for (const [platform, url] of platforms) {
    expect(await guest.page.getByRole('link', { name: platform, exact: true }).getAttribute('href')).toBe(url);
  }
  await guest.page.getByRole('table', { name: en.webcam.showTimes }).waitFor();
  expect(await guest.page.getByRole('table', { name: new RegExp(`^${en.profile.rates.title}`) }).count()).toBe(0);
  expect(await guest.page.getByRole('table', { name: en.profile.workingTime }).count()).toBe(0);
  expect(problems).toEqual([]);
  await guest.context.close();
  await context.close();
}, 150_000);
