import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import { operations } from '../../../schemas';
import { runContract } from '../../../sdk/contract/runner';
import { DEMO_LOGINS } from './support';

/** The kit against our own mock backend: it must pass completely, and say what it could not check. */
let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await mock.close();
});

/** The reads of spec section 7 (the operation table marks the calls beyond it `extra`). */
const SECTION_7_READS = operations.filter((op) => op.method === 'get' && !('extra' in op && op.extra)).map((op) => op.id);

describe('the contract kit against the mock backend', () => {
  it('passes every read, public and per role, with the three demo logins', async () => {
    const report = await runContract({ api: mock.url, logins: DEMO_LOGINS });
    const failed = report.results.filter((r) => r.status !== 'ok');
    expect(failed).toEqual([]);
    expect(report.summary).toMatchObject({ drift: 0, error: 0, skipped: 0 });
    expect(SECTION_7_READS).toHaveLength(24);
    const checked = new Set(report.results.filter((r) => r.method === 'GET').map((r) => r.operation));
    expect(SECTION_7_READS.filter((id) => !checked.has(id))).toEqual([]);
    // Each login checks the reads of its own role, with the ids its session names.
    expect(report.results.filter((r) => r.operation === 'login').map((r) => r.role)).toEqual(['MEMBER', 'INDIVIDUAL', 'BUSSINESS']);
    expect(report.results.find((r) => r.operation === 'getProfileForEdit' && r.role === 'INDIVIDUAL')?.path).toBe('/api/profile/1/edit');
    expect(report.results.find((r) => r.operation === 'getBusiness')?.path).toBe('/api/business/1');
    // Public pages are addressed by the slug the listing gave.
    expect(report.results.find((r) => r.operation === 'getProfile')?.path).toMatch(/^\/api\/profile\/[a-z0-9-_]+-\d+$/);
  });

  it('without logins, reports each login-only read as skipped with the role it needs', async () => {
    const report = await runContract({ api: mock.url });
    const skipped = report.results.filter((r) => r.status === 'skipped');
    expect(skipped.map((r) => r.operation).sort()).toEqual(
      ['checkToken', 'getAccountSettings', 'getBusiness', 'getBusinessQuestionnaire', 'getCurrentPackage', 'getMyBalance', 'getProfileForEdit', 'listFavorites', 'listNotifications', 'listPurchases'],
    );
    expect(skipped.find((r) => r.operation === 'listFavorites')?.reason).toBe('needs a login with role MEMBER (--login email:password)');
    expect(skipped.find((r) => r.operation === 'getBusiness')?.reason).toBe('needs a login with role BUSSINESS (--login email:password)');
    expect(report.summary).toMatchObject({ ok: report.summary.total - 10, drift: 0, error: 0, skipped: 10 });
  });

  it('reports a refused login as an error and skips what only that role could read', async () => {
    const report = await runContract({ api: mock.url, logins: [{ email: 'member@demo.test', password: 'not-the-password' }] });
    const login = report.results.find((r) => r.operation === 'login');
    expect(login).toMatchObject({ status: 'error', reason: expect.stringMatching(/^login as member@demo\.test failed \(the server answered 401/) });
    expect(JSON.stringify(report)).not.toContain('not-the-password');
    expect(report.results.find((r) => r.operation === 'listFavorites')).toMatchObject({ status: 'skipped' });
  });

  it('with --strict finds no undocumented field in the mock', async () => {
    const report = await runContract({ api: mock.url, logins: DEMO_LOGINS, strict: true });
    expect(report.results.filter((r) => r.status !== 'ok')).toEqual([]);
  });

  it('with --writes runs each role’s reversible journey and leaves the data as it was', async () => {
    const profileBefore = await (await fetch(`${mock.url}/api/profile/1/edit`, { headers: { Authorization: 'Bearer demo-model-token' } })).json();
    const report = await runContract({ api: mock.url, logins: DEMO_LOGINS, writes: true });
    const writes = report.results.filter((r) => r.method !== 'GET' && r.operation !== 'login');
    expect(writes.filter((r) => r.status !== 'ok')).toEqual([]);
    expect(writes.map((r) => `${r.operation} ${r.step} ${r.role}`)).toEqual([
      'likeProfile toggle MEMBER', 'likeProfile undo MEMBER', 'favoriteProfile toggle MEMBER', 'favoriteProfile undo MEMBER',
      'likeBusiness toggle MEMBER', 'likeBusiness undo MEMBER', 'favoriteBusiness toggle MEMBER', 'favoriteBusiness undo MEMBER',
      'saveProfileEdit save INDIVIDUAL', 'saveProfileEdit restore INDIVIDUAL', 'updateBusiness save BUSSINESS', 'updateBusiness restore BUSSINESS',
    ]);
    const profileAfter = await (await fetch(`${mock.url}/api/profile/1/edit`, { headers: { Authorization: 'Bearer demo-model-token' } })).json();
    const description = (body: unknown) => (body as { data: { description: string } }).data.description;
    expect(description(profileAfter)).toBe(description(profileBefore));
  });
});
