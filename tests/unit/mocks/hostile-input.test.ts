import { describe, expect, it } from 'vitest';
import { HTTP } from '../../../schemas/constants';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { call, startMockServer } from './helpers';

/** The mock answers hostile or colliding requests as the API would. */
startMockServer();

const { member, model } = DEMO_ACCOUNTS;

describe('GET /api/my-balance', () => {
  it("gives a member (user 1) a zero balance, never the wallet of profile 1 (the model's)", async () => {
    const modelBalance = await call('/api/my-balance', { token: model.token });
    expect(modelBalance.body).toMatchObject({ data: { balance: model.coins, owner: { type: 'individual', id: model.profileId } } });
    expect(member.userId).toBe(model.profileId); // The collision this guards against.

    const memberBalance = await call('/api/my-balance', { token: member.token });
    expect(memberBalance.status).toBe(HTTP.ok);
    expect((memberBalance.body as { data: { balance: number } }).data.balance).toBe(0);
  });
});

describe('a JSON body with __proto__', () => {
  it.each([
    ['at the top', '{"__proto__":{"polluted":true},"email":"a@b.cz","password":"x"}'],
    ['nested', '{"email":"a@b.cz","password":"x","extra":{"__proto__":{"polluted":true}}}'],
  ])('is refused like unreadable JSON (%s, 422 on body) and pollutes no prototype', async (_where, body) => {
    const res = await fetch('http://mock.test/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(HTTP.unprocessable);
    expect(await res.json()).toMatchObject({ errors: { body: [expect.stringContaining('__proto__')] } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('still reads an ordinary body of the same call', async () => {
    const res = await call('/api/login', { json: { email: model.email, password: model.password } });
    expect(res.status).toBe(HTTP.ok);
  });
});

describe('a deeply nested body', () => {
  it('is answered (not a 500 from a call stack overflow), and __proto__ at any depth is still found', async () => {
    const { hasProtoKey } = await import('../../../mocks/handlers/request');
    const deep = (inner: string) => '{"a":'.repeat(12_000) + inner + '}'.repeat(12_000);
    expect(hasProtoKey(JSON.parse(deep('1')))).toBe(false);
    expect(hasProtoKey(JSON.parse(deep('{"__proto__":1}')))).toBe(true);
  });
});
