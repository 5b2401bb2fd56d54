import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore, resetStore } from '../../../mocks/store';
import { call, clientAs, startMockServer } from './helpers';
import { profileForm, workingTime } from './flows/fixtures';

/**
 * §4 moderation: the owner's edits of a published profile are a draft. Visitors (the public
 * profile, the listings) keep the published version until a moderator approves; the owner's
 * editor (GET /api/profile/{id}/edit and the edit calls' answers) shows the draft.
 */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { model: demo } = DEMO_ACCOUNTS;
const owner = () => clientAs(demo.token);
const guest = () => clientAs();
const DRAFT_DESCRIPTION = 'A new text about me, written in the editor and saved as a draft for the moderators to read first.';

async function published() {
  return (await guest().profiles.get(demo.profileId)).data;
}

async function listed(name: string) {
  return (await guest().profiles.list({ name }, 1)).data.map((p) => p.id);
}

describe('a published profile’s draft', () => {
  it('“Save draft” changes the owner’s editor, never what visitors see', async () => {
    const before = await published();
    expect(before.status).toBe('active');

    const answer = await owner().profiles.saveEdit(demo.profileId, { name: 'Mirela Nova', description: DRAFT_DESCRIPTION });
    expect(answer.data).toMatchObject({ name: 'Mirela Nova', description: DRAFT_DESCRIPTION });
    await owner().profiles.update(demo.profileId, { time: workingTime, rates: [{ time: '1 h', incall: 111, outcall: 222 }] });

    // The owner's editor reads the draft back...
    const draft = (await owner().profiles.getForEdit(demo.profileId)).data;
    expect(draft).toMatchObject({ name: 'Mirela Nova', description: DRAFT_DESCRIPTION, working_time: workingTime });
    // ...visitors, the owner on her public page and the listings the published version.
    const after = await published();
    expect(after).toMatchObject({ name: before.name, description: before.description, working_time: before.working_time, my_price: before.my_price });
    expect((await owner().profiles.get(demo.profileId)).data.description).toBe(before.description);
    expect(await listed('Mirela Nova')).toEqual([]);
    expect(await listed(before.name)).toContain(demo.profileId);
  });

  it('while the changes wait for moderation the published version stays online; approved, the draft is what visitors see', async () => {
    const before = await published();
    await owner().profiles.saveEdit(demo.profileId, { description: DRAFT_DESCRIPTION });
    const sent = await owner().profiles.changeStatus(demo.profileId, { action: 'send_to_moderation' });
    expect(sent.data.status).toBe('moderating');

    const waiting = await published();
    expect(waiting.description).toBe(before.description);
    expect(await listed(before.name)).toContain(demo.profileId);
    expect((await owner().profiles.getForEdit(demo.profileId)).data).toMatchObject({ status: 'moderating', description: DRAFT_DESCRIPTION });

    expect((await call(`/__mock/profiles/${demo.profileId}/approve`, { method: 'POST' })).status).toBe(200);
    const approved = await published();
    expect(approved).toMatchObject({ status: 'active', description: DRAFT_DESCRIPTION });
    expect(getStore().profiles.get(demo.profileId)?.pending).toBeNull();
  });

  it('the calendar is not moderated: new hours reach visitors at once, and the draft keeps them too', async () => {
    await owner().profiles.update(demo.profileId, { time: { ...workingTime, sun: { from: '10:00' as const, to: '12:00' as const, notAvailable: true } } });
    const hours = { ...workingTime, mon: { from: '11:00' as const, to: '19:00' as const, notAvailable: false } };
    await owner().calendar.update(demo.profileId, { working_time: hours, days_off: [] });
    expect((await published()).working_time).toEqual(hours);
    expect((await owner().profiles.getForEdit(demo.profileId)).data.working_time).toEqual(hours);
  });

  it('a profile never published has no public version: its edits are the profile itself, hidden from visitors', async () => {
    const registered = await clientAs().session.register({
      nickname: 'Noemia', email: 'noemia@example.test', password: 'Secret-pass-9', password_confirmation: 'Secret-pass-9',
      country_id: 1, newsletter: false, terms: true, role: 'INDIVIDUAL',
    });
    const token = registered.data.token!;
    const me = clientAs(token);
    const userId = registered.data.user!.id;
    const { id } = (await me.profiles.create(profileForm(userId))).individualProfile;
    await me.profiles.saveEdit(id, { description: DRAFT_DESCRIPTION });
    expect(getStore().profiles.get(id)).toMatchObject({ pending: null, form: { description: DRAFT_DESCRIPTION } });
    await expect(guest().profiles.get(id)).rejects.toMatchObject({ status: 404 });
  });
});
