import { describe, expect, it } from 'vitest';
import { PHOTO_MIN_COUNT, PROFILE_BASIC_FIELDS } from '../../../schemas';
import type { ApiError } from '../../../sdk/client';
import { clientAs, pngBlob, startMockServer } from '../mocks/helpers';
import { profileForm, registration, workingTime } from '../mocks/flows/fixtures';

/**
 * §4 questionnaire step 1 on the mock: a profile is created with its basic info only, photos can be
 * uploaded at once, and it goes to moderation only once the rest of the form was saved (/edit).
 */
startMockServer();

describe('creating a profile from step 1', () => {
  it('takes the basic info alone, accepts photos, and sends to moderation only with the whole form', async () => {
    const reg = await clientAs().session.register(registration('step.one@example.test', 'INDIVIDUAL'));
    const model = clientAs(reg.data.token);
    const userId = reg.data.user?.id ?? 0;
    const full = profileForm(userId, 'Vera');
    const basic = Object.fromEntries(['user_id', ...PROFILE_BASIC_FIELDS].map((k) => [k, full[k as keyof typeof full]]));
    const { individualProfile } = await model.profiles.create(basic as typeof full);
    const id = individualProfile.id;
    const draft = (await model.profiles.getForEdit(id)).data;
    expect(draft.form).toMatchObject({ name: 'Vera', category: full.category, city_id: full.city_id });
    expect(draft.form.description).toBeUndefined();
    expect([draft.description, draft.phone_number, draft.currency]).toEqual(['', null, null]);

    for (let n = 1; n <= PHOTO_MIN_COUNT; n++) await model.profiles.uploadImage(id, pngBlob(n));
    const service = { id: 1, title: 'Dinner date', summary: null, description: null, time: null, include: true, check: true };
    await model.profiles.update(id, {
      categories: [1], rates: [{ time: '1 h', incall: 150, outcall: null }], time: workingTime, inklusive_services: [service], is_final: true,
    });
    const early = (await model.profiles.changeStatus(id, { action: 'send_to_moderation' }).catch((e: unknown) => e)) as ApiError;
    expect([early.status, Object.keys(early.fieldErrors)]).toEqual([422, ['form']]);

    const { user_id: _user, ...rest } = full;
    await model.profiles.saveEdit(id, rest);
    expect((await model.profiles.changeStatus(id, { action: 'send_to_moderation' })).data.status).toBe('moderating');
  });

  it('refuses a create without the basic info', async () => {
    const reg = await clientAs().session.register(registration('no.basics@example.test', 'INDIVIDUAL'));
    const model = clientAs(reg.data.token);
    const body = { user_id: reg.data.user?.id ?? 0, name: 'Ola' } as unknown as ReturnType<typeof profileForm>;
    const error = (await model.profiles.create(body).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
  });
});
