import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../../schemas';
import { server } from '../../../mocks/node';
import { resetStore } from '../../../mocks/store';
import { startMockServer } from './helpers';
import { referenceFlow, sessionFlow } from './flows/account';
import { businessFlow, paymentFlow } from './flows/commerce';
import { memberFlow, questionnaireFlow, storyFlow } from './flows/profiles';
import { settingsFlow } from './flows/settings';

/**
 * Drives every operation through the SDK client (createPortalClient) against the MSW handlers:
 * each answer is validated by the client against the operation's response schema, each flow
 * checks that the change shows in later reads, and the last test checks all 64 were called.
 */
startMockServer();
const called = new Set<string>();

beforeAll(() => {
  resetStore();
  server.events.on('response:mocked', ({ response }) => {
    const id = response.headers.get('x-mock-operation');
    if (id && response.status < 400) called.add(id);
  });
});

describe('every operation, through the SDK client', () => {
  let newProfileId = 0;
  it('reference data', referenceFlow);
  it('session: register, login, verify, reset, contact, balance', sessionFlow);
  it('questionnaire: create, photos, step 3, edit, moderation, listing', async () => {
    newProfileId = await questionnaireFlow();
  });
  it('members: likes, favourites, reviews, replies, notifications', memberFlow);
  it('stories', storyFlow);
  it('payments: LoveCoins, VIP, history, 402', () => paymentFlow(newProfileId));
  it('businesses: dashboard, questionnaire, page, photos, likes, reviews', businessFlow);
  it('settings and calendar: password, e-mail, notifications, language, availability, delete', settingsFlow);

  it('answered all 64 operations successfully', () => {
    expect(operations).toHaveLength(64);
    expect([...called].sort()).toEqual(operations.map((o) => o.id).sort());
  });
});
