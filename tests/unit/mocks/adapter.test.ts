import { describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, HTTP, operationById } from '../../../schemas';
import { server } from '../../../mocks/node';
import { ApiError, clearContractViolations, getContractViolations, operationHandler } from '../../../mocks/handlers';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { call, startMockServer } from './helpers';

/** What the adapter enforces for every operation: auth, input validation and the response contract. */
startMockServer();
const { member, model } = DEMO_ACCOUNTS;

describe('operation adapter', () => {
  it('answers 401 without a token and 403 for another role, with the §8 texts where the spec has them', async () => {
    expect(await call('/api/profile/1/favorite', { method: 'POST' })).toMatchObject({ status: 401, body: { message: API_MESSAGES.favoritesClientsOnly } });
    expect(await call('/api/profile/1/reviews', { token: model.token, json: {} })).toMatchObject({ status: 403, body: { message: API_MESSAGES.reviewsUsersOnly } });
    expect(await call('/api/favorites', { token: 'not-a-token' })).toMatchObject({ status: 401 });
    expect(await call('/api/lovecoins/purchase', { token: member.token, json: {} })).toMatchObject({ status: 403 });
  });

  it('answers 404 for path params that name nothing, 422 per field for bad queries and bodies', async () => {
    expect((await call('/api/profile/0')).status).toBe(404);
    expect((await call('/api/business/no-such-slug/show')).status).toBe(404);
    const query = await call('/api/reviews?rating=9');
    expect([query.status, Object.keys((query.body as { errors: object }).errors)]).toEqual([422, ['rating']]);
    const broken = await call('/api/login', { method: 'POST', body: '{"email":', headers: { 'Content-Type': 'application/json' } });
    expect(broken).toMatchObject({ status: 422, body: { errors: { body: [expect.any(String)] } } });
    const login = await call('/api/login', { json: { email: 'not-an-email', password: '' } });
    expect(Object.keys((login.body as { errors: object }).errors).sort()).toEqual(['email', 'password']);
    // A field the request may not carry is refused under its own name, never under a real field:
    // a review's text is called `body`, the key root problems of a request use.
    const review = {
      body: 'A short and honest review that the form itself would accept, thank you.', rating: 4, date_of_meeting: '2024-01-02',
      duration_of_meeting: '1 h', author_id: 3, approved: true,
    };
    const hidden = await call('/api/business/2/reviews', { token: member.token, json: review });
    expect(hidden.status).toBe(422);
    expect(Object.keys((hidden.body as { errors: object }).errors).sort()).toEqual(['approved', 'author_id']);
  });

  it('checks multipart bodies with the same schemas (an image must be an image)', async () => {
    const form = new FormData();
    form.append('image', new Blob(['hello'], { type: 'text/html' }), 'x.html');
    const answer = await call('/api/profile/1/upload-image', { method: 'POST', body: form, token: model.token });
    expect([answer.status, Object.keys((answer.body as { errors: object }).errors)]).toEqual([422, ['image']]);
  });

  it('never sends a body that breaks the response schema: it is a recorded, loud 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(operationHandler(operationById.listCurrencies, (() => ({ data: [{ id: 'x' }] })) as never));
    const answer = await call('/api/currency');
    expect(answer.status).toBe(HTTP.serverError);
    expect(getContractViolations().map((v) => v.operation)).toEqual(['listCurrencies']);
    expect(log).toHaveBeenCalled();
    clearContractViolations();
    server.resetHandlers();
    log.mockRestore();
  });

  it('flags error statuses the operation does not document', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(operationHandler(operationById.listServices, () => {
      throw new ApiError(HTTP.paymentRequired, { message: 'no' });
    }));
    expect((await call('/api/services')).status).toBe(HTTP.serverError);
    expect(getContractViolations()[0]?.problem).toMatch(/402 is not documented/);
    clearContractViolations();
    server.resetHandlers();
    log.mockRestore();
  });
});
