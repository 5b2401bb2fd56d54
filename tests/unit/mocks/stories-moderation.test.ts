import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_BASIC_FIELDS } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { MOCK_CONTROL_PATH } from '../../../mocks/handlers/control';
import { getStore, resetStore } from '../../../mocks/store';
import { headerBytes } from '../../support/media-files';
import { call, clientAs, startMockServer } from './helpers';
import { profileForm, registration } from './flows/fixtures';

/**
 * A story of a profile not yet approved (draft or on moderation) is held:
 * stored as pending, listed for its owner only, and public once the profile is approved.
 */
startMockServer();
beforeEach(() => {
  resetStore();
});

const mp4 = () => new Blob([headerBytes('mp4')], { type: 'video/mp4' });

/** A new model with a draft profile (step 1 saved only). */
async function draftModel(email: string) {
  const reg = await clientAs().session.register(registration(email, 'INDIVIDUAL'));
  const model = clientAs(reg.data.token);
  const full = profileForm(reg.data.user?.id ?? 0, 'Vera');
  const basic = Object.fromEntries(['user_id', ...PROFILE_BASIC_FIELDS].map((k) => [k, full[k as keyof typeof full]]));
  const { individualProfile } = await model.profiles.create(basic as typeof full);
  return { model, profileId: individualProfile.id };
}

const listedIds = async (client: ReturnType<typeof clientAs>) => (await client.media.listStories()).data.map((s) => [s.id, s.status]);

describe('stories of profiles not yet approved are held', () => {
  it('a draft profile’s story is pending: its owner sees it labelled, visitors and others do not, until approval', async () => {
    const { model, profileId } = await draftModel('story.draft@example.test');
    const posted = (await model.media.uploadStory(mp4())).data;
    expect(posted.status).toBe('pending');
    expect(getStore().stories.some((s) => s.id === posted.id)).toBe(true);

    expect(await listedIds(model)).toContainEqual([posted.id, 'pending']);
    expect((await listedIds(clientAs())).map(([id]) => id)).not.toContain(posted.id);
    expect((await listedIds(clientAs(DEMO_ACCOUNTS.member.token))).map(([id]) => id)).not.toContain(posted.id);
    const raw = await call('/api/stories?page=1&per_page=100');
    expect((raw.body as { data: Array<{ id: number }> }).data.map((s) => s.id)).not.toContain(posted.id);

    expect((await call(`${MOCK_CONTROL_PATH}/profiles/${profileId}/approve`, { method: 'POST' })).status).toBe(200);
    expect(await listedIds(clientAs())).toContainEqual([posted.id, 'published']);
  });

  it('a profile on moderation is held the same; an approved model’s story is published at once', async () => {
    const { model, profileId } = await draftModel('story.moderating@example.test');
    getStore().profiles.get(profileId)!.status = 'moderating';
    const held = (await model.media.uploadStory(mp4())).data;
    expect(held.status).toBe('pending');
    expect((await listedIds(clientAs())).map(([id]) => id)).not.toContain(held.id);

    const approved = (await clientAs(DEMO_ACCOUNTS.model.token).media.uploadStory(mp4())).data;
    expect(approved.status).toBe('published');
    expect((await listedIds(clientAs()))[0]).toEqual([approved.id, 'published']);
  });
});

