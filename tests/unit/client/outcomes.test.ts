import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import {
  AbortedError, ApiError, InsufficientBalanceError, PaymentUnavailableError, RegistrationError, UnexpectedMessageError,
  VideoUploadError, WrongPasswordError,
} from '../../../sdk/client/errors';
import { file } from './cases';
import { RESPONSES, confirmed, review } from './fixtures';
import { answer, client, failure, json, server, serveMockApi } from './server';

serveMockApi();

const reviewBody = { body: 'r'.repeat(60), rating: 4, date_of_meeting: '2026-10-01', duration_of_meeting: '1 h' as const };
const credentials = { email: 'a@demo.test', password: 'nope' };
const registration = {
  nickname: 'owl', email: 'a@demo.test', password: 'Demo-pass-1', password_confirmation: 'Demo-pass-1', country_id: 1,
  newsletter: true, terms: true as const, role: 'INDIVIDUAL' as const,
};

describe('§8 review created', () => {
  it.each([
    ['profile', () => client().profiles.createReview(2, reviewBody)],
    ['business', () => client().businesses.createReview(1, reviewBody)],
  ])('%s: the success message resolves', async (_l, create) => {
    answer(() => json({ message: API_MESSAGES.reviewCreated, review: review(9) }));
    await expect(create()).resolves.toMatchObject({ message: API_MESSAGES.reviewCreated });
  });

  it('any other message is an unexpected-message error reading "Failed to leave feedback"', async () => {
    answer(() => json({ message: 'Saved as draft' }));
    const error = await failure(client().profiles.createReview(2, reviewBody));
    expect(error).toBeInstanceOf(UnexpectedMessageError);
    expect(error).toMatchObject({
      kind: 'unexpected-message', expected: API_MESSAGES.reviewCreated, received: 'Saved as draft', message: API_MESSAGES.feedbackFailed,
    });
  });

  it('a guest or another role reads "only registered users"; a server failure reads "Failed to leave feedback"', async () => {
    answer(() => json({ message: 'Unauthenticated.' }, { status: 401 }));
    expect(await failure(client().profiles.createReview(2, reviewBody))).toMatchObject({ status: 401, message: API_MESSAGES.reviewsUsersOnly });
    server.resetHandlers();
    answer(() => json({ message: 'Oops' }, { status: 500 }));
    expect(await failure(client().businesses.createReview(1, reviewBody))).toMatchObject({ status: 500, message: API_MESSAGES.feedbackFailed });
  });
});

describe('§8 forgot-password', () => {
  it('resetLinkSent is "sent"', async () => {
    answer(() => json({ message: API_MESSAGES.resetLinkSent }));
    await expect(client().session.forgotPassword({ email: 'a@demo.test' })).resolves.toEqual({ outcome: 'sent', message: API_MESSAGES.resetLinkSent });
  });

  it('400 returns the response as a typed outcome', async () => {
    answer(() => json({ message: 'We can\'t find a user with that email address.' }, { status: 400 }));
    await expect(client().session.forgotPassword({ email: 'x@demo.test' })).resolves.toEqual({
      outcome: 'rejected', status: 400, message: 'We can\'t find a user with that email address.', fieldErrors: {},
      body: { message: 'We can\'t find a user with that email address.' },
    });
  });

  it('422 is a validation error with field messages', async () => {
    answer(() => json({ message: 'Invalid', errors: { email: ['The email field must be a valid email address.'] } }, { status: 422 }));
    const error = (await failure(client().session.forgotPassword({ email: 'x' }))) as ApiError;
    expect(error.status).toBe(422);
    expect(error.firstFieldErrors()).toEqual({ email: 'The email field must be a valid email address.' });
  });
});

describe('§8 password reset, email verification, contact form', () => {
  it('password reset: passwordReset resolves, other messages and statuses fail', async () => {
    const body = { token: 't', email: 'a@demo.test', password: 'Demo-pass-1', password_confirmation: 'Demo-pass-1' };
    answer(() => json({ message: API_MESSAGES.passwordReset }));
    await expect(client().session.resetPassword(body)).resolves.toEqual({ message: API_MESSAGES.passwordReset });
    server.resetHandlers();
    answer(() => json({ message: 'Token expired' }));
    expect(await failure(client().session.resetPassword(body))).toMatchObject({ kind: 'unexpected-message', message: 'Token expired' });
    server.resetHandlers();
    answer(() => json({ message: 'Invalid token' }, { status: 400 }));
    expect(await failure(client().session.resetPassword(body))).toMatchObject({ kind: 'api', status: 400 });
  });

  it('verify email: emailVerified resolves; 401 gives ApiError 401; other answers fail', async () => {
    answer(() => json({ message: API_MESSAGES.emailVerified }));
    await expect(client().session.verifyEmail({ token: 'v' })).resolves.toEqual({ message: API_MESSAGES.emailVerified });
    server.resetHandlers();
    answer(() => json({ message: 'Unauthenticated.' }, { status: 401 }));
    const unauthorized = await failure(client().session.verifyEmail({ token: 'v' }));
    expect(unauthorized).toBeInstanceOf(ApiError);
    expect(unauthorized).toMatchObject({ status: 401 });
    server.resetHandlers();
    answer(() => json({ message: 'Already verified' }));
    expect(await failure(client().session.verifyEmail({ token: 'v' }))).toBeInstanceOf(UnexpectedMessageError);
  });

  it('contact form: contactThanks resolves; 401 stays 401; other failures read "Failed to leave feedback"', async () => {
    const body = { name: 'N', email: 'a@demo.test', subject: 'S', message: 'M' };
    answer(() => json({ message: API_MESSAGES.contactThanks }));
    await expect(client().session.sendContactForm(body)).resolves.toEqual({ message: API_MESSAGES.contactThanks });
    server.resetHandlers();
    answer(() => json({ message: 'Unauthenticated.' }, { status: 401 }));
    expect(await failure(client().session.sendContactForm(body))).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    server.resetHandlers();
    answer(() => json({ message: 'Down' }, { status: 500 }));
    expect(await failure(client().session.sendContactForm(body))).toMatchObject({ status: 500, message: API_MESSAGES.feedbackFailed });
  });
});

describe('§8 login and registration', () => {
  it('an answer without a token is WrongPasswordError', async () => {
    answer(() => json({ data: { token: null, user: null }, message: 'Invalid credentials' }));
    const error = await failure(client().session.login(credentials));
    expect(error).toBeInstanceOf(WrongPasswordError);
    expect(error).toMatchObject({ kind: 'wrong-password', message: API_MESSAGES.wrongPassword, status: 200, i18nKey: 'auth.wrongPassword' });
  });

  it('401 on login is WrongPasswordError too', async () => {
    answer(() => json({ message: 'Unauthenticated.' }, { status: 401 }));
    expect(await failure(client().session.login(credentials))).toMatchObject({ kind: 'wrong-password', status: 401 });
  });

  it('a successful login resolves with the token typed as a string', async () => {
    answer(() => json(RESPONSES.login));
    const answered = await client().session.login(credentials);
    const token: string = answered.data.token;
    expect(token).toBe('tok-1');
  });

  it.each([
    ['errors.message first', { message: 'x', errors: { email: ['This email is already taken'], message: ['Blocked country'] } }, 'Blocked country'],
    ['else the first field error', { message: 'x', errors: { email: [API_MESSAGES.emailTaken] } }, API_MESSAGES.emailTaken],
    ['else the default', { message: 'Server Error' }, API_MESSAGES.registrationFailed],
  ])('registration failure: %s', async (_l, body, message) => {
    answer(() => json(body, { status: 422 }));
    const error = (await failure(client().session.register(registration))) as RegistrationError;
    expect(error).toBeInstanceOf(RegistrationError);
    expect(error).toMatchObject({ kind: 'registration', status: 422, message });
    expect(error.fieldErrors).toEqual('errors' in body ? body.errors : {});
  });

  it('registration answered without a token is a RegistrationError with the default message', async () => {
    answer(() => json({ data: {} }));
    expect(await failure(client().session.register(registration))).toMatchObject({ kind: 'registration', message: API_MESSAGES.registrationFailed });
  });
});

describe('§8 video upload', () => {
  const video = () => file('v.mp4', 'mp4', 'video/mp4');

  it('videoUploaded resolves and reports progress 0 → 1 under fetch', async () => {
    answer(() => json(RESPONSES.uploadStoryVideo));
    const progress: number[] = [];
    await expect(client().media.uploadStory(video(), { onProgress: (p) => progress.push(p) })).resolves.toMatchObject({
      message: API_MESSAGES.videoUploaded,
    });
    expect(progress).toEqual([0, 1]);
  });

  it.each([
    ['another message', () => json({ ...(RESPONSES.uploadStoryVideo as object), message: 'Queued' }), true],
    ['a refusal (422)', () => json({ message: 'Too big', errors: { file: ['Too big'] } }, { status: 422 }), true],
    ['a network failure', () => HttpResponse.error(), false],
    ['a malformed answer', () => new HttpResponse('<html>', { status: 200 }), false],
  ])('%s', async (_l, respond, refused) => {
    answer(respond);
    const error = await failure(client().media.uploadStory(video()));
    expect(error).toBeInstanceOf(VideoUploadError);
    expect(error).toMatchObject({
      kind: 'video-upload', refused, message: refused ? API_MESSAGES.videoUploadFailed : API_MESSAGES.genericError,
    });
  });

  it('an abort stays an abort', async () => {
    answer(() => json(RESPONSES.uploadStoryVideo));
    expect(await failure(client().media.uploadStory(video(), { signal: AbortSignal.abort() }))).toBeInstanceOf(AbortedError);
  });
});

describe('§8 payments and restricted actions', () => {
  it('402 is an insufficient-balance error, not retried', async () => {
    const calls = answer(() => json({ message: 'Not enough LoveCoins' }, { status: 402 }));
    const error = await failure(client().payments.buyPackage({ type: 'VIP', profile_id: 3, confirmed }));
    expect(error).toBeInstanceOf(InsufficientBalanceError);
    expect(error).toMatchObject({ kind: 'insufficient-balance', status: 402, i18nKey: 'payments.insufficient' });
    expect(calls).toHaveLength(1);
  });

  it('503 is PaymentUnavailableError with the spec text', async () => {
    answer(() => json({ message: 'Maintenance' }, { status: 503, headers: { 'Retry-After': '0' } }));
    const error = await failure(client().payments.buyLoveCoins({ package_id: 'starter', profile_id: 3 }));
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect(error).toMatchObject({ kind: 'payment-unavailable', status: 503, message: API_MESSAGES.paymentUnavailable });
  });

  it('keeps a given request_id', async () => {
    const calls = answer(() => json(RESPONSES.buyLoveCoins));
    const id = '6f1c3a52-0a39-4f0e-9d43-9b7f0b2f6a10';
    await client().payments.buyLoveCoins({ package_id: 'starter', request_id: id });
    expect(calls[0]?.body).toEqual({ package_id: 'starter', request_id: id });
  });

  it.each([
    ['profile like', () => client({ getToken: () => null }).profiles.like(3), 401, API_MESSAGES.likesClientsOnly],
    ['business like', () => client().businesses.like(1), 403, API_MESSAGES.likesClientsOnly],
    ['profile favourite', () => client().profiles.favorite(3), 403, API_MESSAGES.favoritesClientsOnly],
    ['business favourite', () => client({ getToken: () => null }).businesses.favorite(1), 401, API_MESSAGES.favoritesClientsOnly],
  ])('%s refused with %i reads the spec text', async (_l, call, status, message) => {
    answer(() => json({ message: 'Forbidden' }, { status }));
    expect(await failure(call())).toMatchObject({ kind: 'api', status, message });
  });
});
