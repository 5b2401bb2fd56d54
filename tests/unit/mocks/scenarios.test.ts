import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, operationById } from '../../../schemas';
import type { OperationId } from '../../../schemas';
import { MalformedResponseError, PaymentUnavailableError, SchemaMismatchError } from '../../../sdk/client';
import {
  DEFAULT_FLAKY_RATE, DEFAULT_SLOW_MS, getScenarios, parseScenarios, resetScenarioRandom, setScenarios,
} from '../../../mocks/scenarios';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore, resetStore } from '../../../mocks/store';
import { BASE, buyQuoted, call, clientAs, startMockServer } from './helpers';

/** Each scenario, and each way of switching one on. */
startMockServer();
beforeEach(() => {
  resetStore();
  resetScenarioRandom();
});

const model = { token: DEMO_ACCOUNTS.model.token };

describe('scenarios', () => {
  it('empty: listings come back empty, reference data stays', async () => {
    const headers = { 'x-mock-scenario': 'empty' };
    for (const path of ['/api/profile', '/api/business', '/api/reviews', '/api/stories']) {
      const { status, body } = await call(path, { headers });
      expect([status, body]).toMatchObject([200, { data: [], meta: { total_items: 0, total_pages: 0 } }]);
    }
    expect((await call('/api/index-slider', { headers })).body).toEqual({ data: [] });
    expect(((await call('/api/country', { headers })).body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('slow: waits before answering (slow:<ms>, default 1500 ms)', async () => {
    expect(parseScenarios('slow').slowMs).toBe(DEFAULT_SLOW_MS);
    const started = performance.now();
    expect((await call('/api/currency?scenario=slow:150')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('flaky: about 30% of calls fail (503, 429, 500, or for reads a broken body), the same calls on every run, counted', async () => {
    expect(parseScenarios('flaky').flakyRate).toBe(DEFAULT_FLAKY_RATE);
    const run = async () => {
      resetScenarioRandom();
      const outcomes: string[] = [];
      for (let i = 0; i < 300; i += 1) {
        const res = await fetch(`${BASE}/api/currency`, { headers: { 'x-mock-scenario': 'flaky' } });
        const text = await res.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        const intact = Array.isArray((body as { data?: unknown } | undefined)?.data);
        outcomes.push(res.status !== 200 ? String(res.status) : body === undefined ? 'malformed' : intact ? 'ok' : 'schema-violation');
      }
      return outcomes;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['ok', '503', '429', '500', 'malformed', 'schema-violation']));
    const failed = first.filter((s) => s !== 'ok').length;
    expect(failed / first.length).toBeGreaterThan(0.2);
    expect(failed / first.length).toBeLessThan(0.4);
    expect((await call('/__mock/scenario')).body).toMatchObject({ faults_injected: failed });
    // A write is never answered with a broken body: it fails before anything changes, or not at all.
    resetScenarioRandom();
    const writes: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      writes.push((await call('/api/login?scenario=flaky:100', { json: { email: 'nobody@demo.test', password: 'x' } })).status);
    }
    expect(new Set(writes)).toEqual(new Set([503, 429, 500]));
  });

  it('down: every API call answers 500; the control routes keep working', async () => {
    expect((await call('/__mock/scenario', { json: { scenarios: 'down' } })).status).toBe(200);
    expect([...getScenarios().names]).toEqual(['down']);
    expect((await call('/api/country')).status).toBe(500);
    expect((await call('/api/login', { json: { email: 'a@b.test', password: 'x' } })).status).toBe(500);
    expect((await call('/__mock/scenario')).body).toMatchObject({ scenarios: ['down'] });
  });

  it('malformed: the body is cut-off JSON; the client reports it', async () => {
    const { status, body } = await call('/api/country?scenario=malformed');
    expect(status).toBe(200);
    expect(() => JSON.parse(body as string)).toThrow();
    setScenarios('malformed');
    await expect(clientAs().reference.countries()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('schema-violation: valid JSON that breaks each response schema', async () => {
    const cases: Array<[OperationId, string, RequestInit & { token?: string; json?: unknown }]> = [
      ['listProfiles', '/api/profile', {}],
      ['getProfile', '/api/profile/1', {}],
      ['listBusinesses', '/api/business', {}],
      ['showBusiness', '/api/business/1/show', {}],
      ['listProfileReviews', '/api/profile/1/reviews', {}],
      ['getFilterData', '/api/filter-data', {}],
      ['getMyBalance', '/api/my-balance', model],
      ['checkToken', '/api/token-check', model],
      ['sendContactForm', '/api/contact-form', { json: { name: 'A', email: 'a@b.test', subject: 'Hi', message: 'Hello there' } }],
    ];
    for (const [id, path, init] of cases) {
      const { status, body } = await call(path, { ...init, headers: { 'x-mock-scenario': 'schema-violation' } });
      expect(status).toBe(200);
      expect(operationById[id].response.safeParse(body).success).toBe(false);
    }
    setScenarios('schema-violation');
    await expect(clientAs().profiles.get(1)).rejects.toBeInstanceOf(SchemaMismatchError);
  });

  it('payment-unavailable: buying LoveCoins answers 503 with the spec message and charges nothing', async () => {
    const body = { package_id: 'starter', request_id: '0f8fad5b-d9cb-469f-a165-70867728950e' };
    const { status, body: answer } = await call('/api/lovecoins/purchase?scenario=payment-unavailable', { ...model, json: body });
    expect([status, answer]).toEqual([503, { message: API_MESSAGES.paymentUnavailable }]);
    expect(getStore().balance({ type: 'individual', id: DEMO_ACCOUNTS.model.profileId })).toBe(DEMO_ACCOUNTS.model.coins);
    setScenarios('payment-unavailable');
    await expect(clientAs(model.token).payments.buyLoveCoins({ package_id: 'starter' })).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect((await buyQuoted(clientAs(model.token), { type: 'TOP' })).data.wallet.balance).toBeLessThan(DEMO_ACCOUNTS.model.coins);
  });

  it('expired-token: calls that need a login answer 401, public calls ignore the token', async () => {
    const headers = { 'x-mock-scenario': 'expired-token' };
    expect((await call('/api/token-check', { ...model, headers })).status).toBe(401);
    expect((await call('/api/token-check', model)).status).toBe(200);
    expect((await call('/api/profile', { ...model, headers })).status).toBe(200);
  });

  it('composes: down,slow:60 waits, then fails', async () => {
    const started = performance.now();
    expect((await call('/api/country?scenario=down,slow:60')).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('refuses unknown names at POST /__mock/scenario', async () => {
    expect((await call('/__mock/scenario', { json: { scenarios: 'sunny' } })).status).toBe(422);
    expect(parseScenarios('empty,sunny,flaky:50')).toMatchObject({ unknown: ['sunny'], flakyRate: 0.5 });
  });

  it('MOCK_SCENARIO switches scenarios on when the module loads', async () => {
    vi.stubEnv('MOCK_SCENARIO', 'empty,slow:10');
    vi.resetModules();
    const fresh = await import('../../../mocks/scenarios');
    expect([...fresh.getScenarios().names]).toEqual(['empty', 'slow']);
    expect(fresh.getScenarios().slowMs).toBe(10);
    vi.unstubAllEnvs();
  });
});
