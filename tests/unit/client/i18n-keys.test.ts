import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import { ERROR_I18N_KEYS } from '../../../sdk/client/errors';
import en from '@portal/sdk/i18n/en';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('error i18n keys', () => {
  it.each(Object.values(ERROR_I18N_KEYS))('%s is a text of the en catalog', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });

  it('the §8 keys hold the API’s own texts', () => {
    expect(lookup(ERROR_I18N_KEYS.wrongPassword)).toBe(API_MESSAGES.wrongPassword);
    expect(lookup(ERROR_I18N_KEYS.paymentUnavailable)).toBe(API_MESSAGES.paymentUnavailable);
    expect(lookup(ERROR_I18N_KEYS.videoUploadFailed)).toBe(API_MESSAGES.videoUploadFailed);
    expect(lookup(ERROR_I18N_KEYS.feedbackFailed)).toBe(API_MESSAGES.feedbackFailed);
  });
});
