import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../mocks/seed';
import { clientAs } from '../helpers';
import { registration, workingTime } from './fixtures';

/** Account settings and the calendar: 6 operations (beyond spec 7). */
export async function settingsFlow(): Promise<void> {
  const reg = await clientAs().session.register(registration('settings.flow@example.test', 'MEMBER', 'Secret-pass-9'));
  const member = clientAs(reg.data.token);
  expect((await member.settings.get()).data.pending_email).toBeNull();
  const updated = await member.settings.update({ notifications: { new_models: false, review_replies: true }, locale: 'fr' });
  expect(updated.data.locale).toBe('fr');
  await member.settings.changePassword({ current_password: 'Secret-pass-9', password: 'Secret-pass-8', password_confirmation: 'Secret-pass-8' });
  const email = await member.settings.changeEmail({ email: 'settings.moved@example.test', current_password: 'Secret-pass-8' });
  expect(email.data.pending_email).toBe('settings.moved@example.test');
  const { model } = DEMO_ACCOUNTS;
  const saved = await clientAs(model.token).calendar.update(model.profileId, { working_time: workingTime, days_off: ['2026-12-25'] });
  expect(saved.data.days_off).toEqual(['2026-12-25']);
  await member.settings.deleteAccount({ current_password: 'Secret-pass-8' });
  await expect(member.settings.get()).rejects.toMatchObject({ status: 401 });
}
