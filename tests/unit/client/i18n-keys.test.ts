import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import { ERROR_I18N_KEYS } from '../../../sdk/client/errors';
import en from '@portal/sdk/i18n/en';
import auth from '../../../sdk/i18n/sections/auth/en';
import stories from '../../../sdk/i18n/sections/stories/en';

/** The main catalog with the sections that hold error texts, at their mounts (`auth`, `stories`). */
const catalog = { ...en, auth: { ...en.auth, ...auth }, stories };
const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('error i18n keys', () => {
  it.each(Object.values(ERROR_I18N_KEYS))('%s is a text of the en catalog or its sections', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });

  it('the §8 keys hold the API’s own texts', () => {
    expect(lookup(ERROR_I18N_KEYS.wrongPassword)).toBe(API_MESSAGES.wrongPassword);
    expect(lookup(ERROR_I18N_KEYS.paymentUnavailable)).toBe(API_MESSAGES.paymentUnavailable);
    expect(lookup(ERROR_I18N_KEYS.videoUploadFailed)).toBe(API_MESSAGES.videoUploadFailed);
    expect(lookup(ERROR_I18N_KEYS.feedbackFailed)).toBe(API_MESSAGES.feedbackFailed);
  });
});
