import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '@portal/sdk/i18n/en';
import editor from '../../../sdk/i18n/sections/editor/en';
import { png } from './png';

/**
 * The step shell the model editor and the business questionnaire share, driven as a person does
 * in English: step headings, Next, the steps menu (folded on a phone), selects and checkbox
 * groups, the draft a reload restores, and photos through the crop dialog.
 */
export type Colour = [number, number, number];

/** The step's heading (level 2). */
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The step's Next button, clicked. */
export const next = (page: Page) => page.getByRole('button', { name: editor.next, exact: true }).click();

/** Opens a step from the steps menu (unfolding it first where it is folded) and waits for its heading. */
export async function goToStep(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: editor.stepsLabel });
  const step = nav.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  if (!(await step.isVisible())) await nav.getByRole('button', { expanded: false }).click();
  await step.click();
  await heading(page, label).waitFor();
}

/** Every empty select of the step gets its first real option (the country before its cities). */
export async function fillSelects(page: Page): Promise<void> {
  const selects = page.locator('main select');
  for (let guard = 0; guard < 80; guard++) {
    const index = await selects.evaluateAll((els) =>
      els.findIndex((s) => (s as HTMLSelectElement).value === '' && (s as HTMLSelectElement).options.length > 1 && !(s as HTMLSelectElement).disabled));
    if (index < 0) return;
    await selects.nth(index).selectOption({ index: 1 });
  }
}

/** Checks the first box of a checkbox group. */
export const checkFirst = (page: Page, group: string) => page.getByRole('group', { name: group }).getByRole('checkbox').first().check();

/**
 * The first three steps of a new profile, from its first step to the photos step: general info
 * (the name, the first option of each select; its Next creates the profile), parameters (and the
 * first language), services (the first one included).
 */
export async function fillFirstSteps(page: Page, name: string): Promise<void> {
  await heading(page, editor.steps.general).waitFor();
  await page.getByRole('textbox', { name: en.profile.fields.name }).fill(name);
  await fillSelects(page);
  await next(page);
  await heading(page, editor.steps.parameters).waitFor();
  await fillSelects(page);
  await checkFirst(page, en.profile.fields.user_languages);
  await next(page);
  await heading(page, editor.steps.services).waitFor();
  await page.locator('main select').first().selectOption('included');
  await next(page);
  await heading(page, editor.steps.media).waitFor();
}

/** The draft (localStorage) holds the text: what a reload will restore. */
export const draftHolds = (page: Page, text: string) =>
  page.waitForFunction((t) => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes(t)), text);

/** Chooses the photos (named photo-{first}.png on) and applies the crop dialog to each, waiting for each tile to appear. */
export async function uploadPhotos(page: Page, colours: readonly Colour[], first = 1): Promise<void> {
  // By CSS, not role: while the next photo's crop dialog is open the page behind it is aria-hidden.
  const tiles = page.locator(`main ul[aria-label="${editor.photos.order}"] > li, main ul[aria-label="${editor.photos.uploads}"] > li`);
  const before = await tiles.count();
  await page.locator('main input[type="file"]').setInputFiles(colours.map((c, i) => ({ name: `photo-${first + i}.png`, mimeType: 'image/png', buffer: png(480, 640, c) })));
  for (let i = 0; i < colours.length; i++) {
    await page.getByRole('dialog', { name: editor.crop.title }).getByRole('button', { name: editor.crop.apply }).click();
    await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(before + i + 1);
  }
}
