import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import {
  ApiError, MalformedResponseError, NetworkError, SchemaMismatchError, isPortalError,
} from '../../../sdk/client/errors';
import { RESPONSES, profile } from './fixtures';
import { answer, client, failure, json, serveMockApi } from './server';

serveMockApi();

describe('answers that cannot be used', () => {
  it.each([
    ['broken JSON', '{"data": ['],
    ['HTML', '<html>maintenance</html>'],
    ['an empty body', ''],
  ])('%s on 200 is MalformedResponseError', async (_label, body) => {
    answer(() => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = await failure(client().reference.currencies());
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ kind: 'malformed-response', status: 200, i18nKey: 'errors.malformedResponse' });
  });

  it('a body that breaks an essential part of the schema is SchemaMismatchError with the zod issues', async () => {
    const adultOnly = { data: { ...profile(1), age: 17 } };
    answer(() => json(adultOnly));
    const error = await failure(client().profiles.get(1));
    expect(error).toBeInstanceOf(SchemaMismatchError);
    const mismatch = error as SchemaMismatchError;
    expect(mismatch.kind).toBe('schema-mismatch');
    expect(mismatch.operation).toBe('/api/profile/1');
    expect(mismatch.issues[0]?.path).toEqual(['data', 'age']);
  });

  it('a 5xx with a text body is an ApiError keeping the text', async () => {
    answer(() => new HttpResponse('Bad gateway', { status: 501 }));
    const error = await failure(client().reference.services());
    expect(error).toMatchObject({ kind: 'api', status: 501, body: 'Bad gateway', message: API_MESSAGES.genericError, i18nKey: 'errors.server' });
  });

  it('a 404 without a message reads "Page Not Found"', async () => {
    answer(() => json({}, { status: 404 }));
    const error = await failure(client().businesses.show('gone'));
    expect(error).toMatchObject({ status: 404, message: API_MESSAGES.pageNotFound, i18nKey: 'pages.notFound.title' });
  });

  it('a 422 carries per-field messages and the first of each', async () => {
    answer(() => json({ message: 'Invalid', errors: { email: ['Taken', 'Too long'], name: ['Required'] } }, { status: 422 }));
    const error = (await failure(client().profiles.saveEdit(3, { name: '' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ email: ['Taken', 'Too long'], name: ['Required'] });
    expect(error.firstFieldErrors()).toEqual({ email: 'Taken', name: 'Required' });
    expect(error.i18nKey).toBe('errors.validation');
  });

  it('a fetch that throws anything becomes a NetworkError; nothing untyped escapes', async () => {
    const c = client({ fetch: () => Promise.reject(new Error('boom')) });
    const error = await failure(c.reference.countries());
    expect(error).toBeInstanceOf(NetworkError);
    expect(isPortalError(error)).toBe(true);
  });
});

describe('headers', () => {
  it('follows setLocale without a new client', async () => {
    const calls = answer(() => json(RESPONSES.listCurrencies));
    const c = client();
    await c.reference.currencies();
    c.setLocale('el');
    await c.reference.currencies();
    expect(c.getLocale()).toBe('el');
    expect(calls.map((call) => call.headers.get('content-language'))).toEqual(['de', 'el']);
  });

  it('reads a locale getter and an async token per request', async () => {
    const calls = answer(() => json(RESPONSES.listCurrencies));
    let locale: 'cz' | 'pt' = 'cz';
    const c = client({ locale: () => locale, getToken: async () => 'async-tok' });
    await c.reference.currencies();
    locale = 'pt';
    await c.reference.currencies();
    expect(calls.map((call) => [call.headers.get('content-language'), call.headers.get('authorization')])).toEqual([
      ['cz', 'Bearer async-tok'],
      ['pt', 'Bearer async-tok'],
    ]);
  });

  it('defaults to English', async () => {
    const calls = answer(() => json(RESPONSES.listCurrencies));
    await client({ locale: undefined }).reference.currencies();
    expect(calls[0]?.headers.get('content-language')).toBe('en');
  });

  it('calls onUnauthorized when a sent token is refused, not for guests', async () => {
    answer(() => json({ message: 'Unauthenticated.' }, { status: 401 }));
    const onUnauthorized = vi.fn();
    await failure(client({ onUnauthorized }).session.checkToken());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', url: expect.stringContaining('/api/token-check') });
    await failure(client({ onUnauthorized, getToken: () => null }).session.checkToken());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a throwing onUnauthorized hook does not change the error', async () => {
    answer(() => json({ message: 'Unauthenticated.' }, { status: 401 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(client({ onUnauthorized: () => { throw new Error('hook'); } }).account.favorites());
    expect(error).toMatchObject({ kind: 'api', status: 401 });
    log.mockRestore();
  });
});
