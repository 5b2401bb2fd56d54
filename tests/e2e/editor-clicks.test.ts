import { expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import editor from '../../sdk/i18n/sections/editor/en';
import { visit } from './support/hydrated';
import { goToStep } from './support/editor-wizard';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * In Chromium: on the editor's Contacts step the model empties the phone number (or types
 * one the rules refuse) and presses Next, as a person does (about 150 ms between press and
 * release). Leaving the field used to show its message right then, under the pointer: the button
 * moved 25 px down between press and release and the click was lost (no summary, nothing
 * checked). Now the press is one click: Next checks the step and the summary names the field.
 */
// A desktop window: there the step's buttons follow the form, so a message above them moves them (on a phone they stay at the bottom).
const session = setUpSiteSession({ resetMock: true, context: { viewport: VIEWPORTS.desktop, locale: 'en-GB' } });
const { problems } = session;

it.each([['empty', ''], ['wrong', '12']])('the first Next with the phone number %s is not lost to the message it brings', async (_case, typed) => {
  const { context, page } = await session.open({ as: 'model' });
  await visit(page, `${session.site.url}/profile/edit`);
  // The editor is a lazy part: its steps menu (unfolded on a desktop) is there before a step is chosen.
  await page.getByRole('navigation', { name: editor.stepsLabel }).getByRole('button', { name: new RegExp(`^${editor.steps.contacts}\\b`) }).waitFor();
  await goToStep(page, editor.steps.contacts);
  const phone = page.getByRole('group', { name: en.profile.fields.phone_number });
  const tel = phone.getByRole('textbox', { name: editor.contacts.number });
  await tel.fill(typed);
  const next = page.getByRole('button', { name: editor.next, exact: true });
  await next.click({ delay: 150 });
  // One press, one click: Next checked the step, and the summary names the field (group and label).
  const summary = page.getByRole('alert').filter({ hasText: editor.errorsTitle });
  await summary.waitFor({ timeout: 10_000 });
  const lines = await summary.getByRole('link').allTextContents();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${en.profile.fields.phone_number} – ${editor.contacts.number}: `));
  expect(problems).toEqual([]);
  await context.close();
}, 90_000);
