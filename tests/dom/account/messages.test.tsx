import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import { ApiError, NetworkError, RegistrationError, UnexpectedMessageError } from '../../../sdk/client';
import { K } from '@portal/components/account/internal/keys';
import {
  API_MESSAGE_KEYS, messageKey, translateError, translateFeedbackError, translateFieldError,
} from '@portal/components/account/internal/messages';
import { testI18n } from '../i18n';

const t = testI18n.t.bind(testI18n) as (key: string, options?: Record<string, unknown>) => string;

describe('account message keys', () => {
  it('every key the components use exists in the English catalog', () => {
    for (const key of Object.values(K)) expect(testI18n.exists(key), key).toBe(true);
  });

  it('each §8 text maps to the key whose English value is that text', () => {
    for (const [text, key] of Object.entries(API_MESSAGE_KEYS)) expect(t(key), key).toBe(text);
    const covered = new Set(Object.keys(API_MESSAGE_KEYS));
    for (const text of [API_MESSAGES.emailTaken, API_MESSAGES.wrongPassword, API_MESSAGES.feedbackFailed]) {
      expect(covered.has(text)).toBe(true);
    }
  });
});

describe('translating messages', () => {
  it('maps the schema wording with numbers', () => {
    expect(messageKey('fill in at least 50 characters')).toEqual({ key: K.textMin, values: { n: 50 } });
    expect(translateFieldError(t, { message: 'The description cannot exceed 2000 characters' }))
      .toBe('The description cannot exceed 2,000 characters'.replace('2,000', t(K.descriptionMax, { n: 2000 }).match(/\d[\d,.\s]*/)![0].trim()));
    expect(translateFieldError(t, { message: 'Too big: expected string to have <=60 characters', type: 'too_big' })).toBe(t(K.tooLong, { n: 60 }));
  });

  it('reads an empty choice as required and keeps unknown server text', () => {
    expect(translateFieldError(t, { type: 'invalid_type', message: 'Invalid input: expected number, received NaN' })).toBe(t(K.required));
    expect(translateFieldError(t, { type: 'server', message: 'Nickname is reserved' })).toBe('Nickname is reserved');
    expect(translateFieldError(t, undefined)).toBeUndefined();
  });

  it('describes failures: known text, server text, then the error key', () => {
    expect(translateError(t, new RegistrationError(422, { email: [API_MESSAGES.emailTaken] }))).toBe(API_MESSAGES.emailTaken);
    expect(translateError(t, new ApiError(400, { message: 'Slow down' }))).toBe('Slow down');
    // A 5xx's own words ("Server Error") are neither useful nor translated: the catalog's text.
    expect(translateError(t, new ApiError(500, { message: 'Server Error' }))).toBe(t('errors.server'));
    expect(translateError(t, new ApiError(503, { message: 'Service Unavailable' }))).toBe(t('errors.server'));
    expect(translateError(t, new NetworkError())).toBe(t('errors.network'));
    expect(translateError(t, 'weird')).toBe(API_MESSAGES.genericError);
  });

  it('feedback failures read the §8 text unless the server said something specific', () => {
    expect(translateFeedbackError(t, new NetworkError())).toBe(API_MESSAGES.feedbackFailed);
    expect(translateFeedbackError(t, new ApiError(503, null))).toBe(API_MESSAGES.feedbackFailed);
    expect(translateFeedbackError(t, new UnexpectedMessageError(API_MESSAGES.reviewCreated, 'Paused'))).toBe('Paused');
    expect(translateFeedbackError(t, new ApiError(401, { message: API_MESSAGES.reviewsUsersOnly }))).toBe(API_MESSAGES.reviewsUsersOnly);
  });
});
