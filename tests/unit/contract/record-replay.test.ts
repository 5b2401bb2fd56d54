import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_HEADER, withFixtures } from '../../../mocks/fixtures';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { RecordedExchange } from '../../../sdk/contract/recording';
import { DEMO_LOGIN_ARGS, root, runCli, startMockApi } from './support';
import { readStartConfig } from '../../../ui/site/server/config';

/**
 * `--record DIR` saves each answer (secrets replaced); the mock backend replays such a folder
 * (MOCK_FIXTURES for `npm run mock-api` and `npm start`, withFixtures() for Storybook/MSW):
 * the recorded requests get the recorded answers, everything else the seeded backend.
 */
let mock: MockHttpServer;
let dir = '';
let files: string[] = [];
const read = (file: string) => RecordedExchange.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
const fileOf = (operation: string) => files.find((f) => f.endsWith(`-${operation}.json`)) ?? '';

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  dir = mkdtempSync(join(tmpdir(), 'portal-contract-record-'));
  const run = await runCli(['--api', mock.url, ...DEMO_LOGIN_ARGS, '--record', dir]);
  expect(run.code).toBe(0);
  files = readdirSync(dir).sort();
}, 60_000);

afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('--record', () => {
  it('writes one file per answer: request method, path and query; response status, headers and body', () => {
    expect(files.length).toBeGreaterThanOrEqual(38);
    expect(files[0]).toBe('001-setLocale.json');
    const setLocale = read('001-setLocale.json');
    expect(setLocale.request).toEqual({ method: 'GET', path: '/api/set-locale', query: { locale: 'en' } });
    expect(setLocale.response).toMatchObject({ status: 200, headers: { 'content-type': 'application/json' }, body: { locale: 'en' } });
  });

  it('replaces tokens, passwords, the logged-in users’ e-mail addresses and phone numbers', () => {
    const all = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(all).not.toContain(account.email);
    expect(all).not.toContain(DEMO_ACCOUNTS.member.password);
    const login = read(files.find((f) => f.endsWith('-login.json')) ?? '');
    expect(login.response.body).toMatchObject({ data: { token: 'recorded-token', user: { email: 'login-1@example.invalid' } } });
    const phones = [...all.matchAll(/"tel": "([^"]*)"/g)].map((m) => m[1]);
    expect(phones.length).toBeGreaterThan(0);
    expect(new Set(phones)).toEqual(new Set(['000 000 000']));
  });
});

describe('MOCK_FIXTURES', () => {
  it('npm run mock-api answers a recorded request with the (altered) recorded body and falls back for the rest', async () => {
    const file = fileOf('listProfiles');
    const recorded = read(file);
    const body = recorded.response.body as { data: Array<{ name: string }> };
    (body.data[0] as { name: string }).name = 'Replayed from production';
    writeFileSync(join(dir, file), JSON.stringify(recorded));

    const api = await startMockApi({ MOCK_FIXTURES: dir });
    try {
      expect(api.output()).toContain(`(replaying ${dir})`);
      const replayed = await fetch(`${api.url}/api/profile`);
      expect(replayed.headers.get(FIXTURE_HEADER)).toBe(file);
      expect(((await replayed.json()) as { data: Array<{ name: string }> }).data[0]?.name).toBe('Replayed from production');
      // Another query of the same path is not the recorded request: the seeded backend answers it.
      const page2 = await fetch(`${api.url}/api/profile?page=2`);
      expect([page2.status, page2.headers.get(FIXTURE_HEADER), page2.headers.get('x-mock-operation')]).toEqual([200, null, 'listProfiles']);
      // A path never recorded (the kit read profiles by slug) falls back too.
      const other = await fetch(`${api.url}/api/profile/1`);
      expect([other.status, other.headers.get(FIXTURE_HEADER), other.headers.get('x-mock-operation')]).toEqual([200, null, 'getProfile']);
      // The replayed token of a recorded login is a placeholder: a recorded page reads as recorded, whoever asks.
      const favourites = await fetch(`${api.url}/api/favorites`);
      expect([favourites.status, favourites.headers.get(FIXTURE_HEADER)]).toEqual([200, fileOf('listFavorites-MEMBER')]);
    } finally {
      expect(await api.stop()).toBe(0);
    }
  }, 60_000);

  it('a replayed recording still passes the contract (placeholders are valid values)', async () => {
    const api = await startMockApi({ MOCK_FIXTURES: dir });
    try {
      const run = await runCli(['--api', api.url, ...DEMO_LOGIN_ARGS]);
      expect(run.stdout).toMatch(/: \d+ ok, 0 drift, 0 error, 0 skipped\n$/);
      expect(run.code).toBe(0);
    } finally {
      await api.stop();
    }
  }, 60_000);

  it('npm start’s embedded mock replays MOCK_FIXTURES too (scripts/site-env.mjs)', async () => {
    const { resolveApi } = (await import(join(root, 'scripts/site-env.mjs'))) as {
      resolveApi(importTs: (file: string) => Promise<unknown>, api: { fixtures?: string }): Promise<{ apiUrl: string; mock?: boolean; close(): Promise<void> }>;
    };
    const config = readStartConfig({ MOCK_FIXTURES: dir });
    const api = await resolveApi((file) => import(join(root, file)), { fixtures: config.ok ? config.config.MOCK_FIXTURES : undefined });
    try {
      expect(api.mock).toBe(true);
      const replayed = await fetch(`${api.apiUrl}/api/profile`);
      expect(replayed.headers.get(FIXTURE_HEADER)).toBe(fileOf('listProfiles'));
      const seeded = await fetch(`${api.apiUrl}/api/profile?page=2`);
      expect([seeded.status, seeded.headers.get(FIXTURE_HEADER)]).toEqual([200, null]);
    } finally {
      await api.close();
    }
  });

  it('mock-api refuses a folder that does not exist, naming it', async () => {
    await expect(startMockApi({ MOCK_FIXTURES: join(dir, 'missing') })).rejects.toThrow(/MOCK_FIXTURES: cannot read the folder .*missing/);
  });
});

describe('withFixtures (Storybook / MSW)', () => {
  it('turns a folder’s JSON into handlers in front of the seeded backend', async () => {
    const recordings = Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown]));
    const server = setupServer(...withFixtures(recordings));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const replayed = await fetch('https://api.example.test/api/profile');
      expect(((await replayed.json()) as { data: Array<{ name: string }> }).data[0]?.name).toBe('Replayed from production');
      const seeded = await fetch('https://api.example.test/api/profile?page=3');
      expect([seeded.status, seeded.headers.get(FIXTURE_HEADER)]).toEqual([200, null]);
    } finally {
      server.close();
    }
  });

  it('names the file when a recording has the wrong shape', () => {
    expect(() => withFixtures({ 'broken.json': { request: { path: '/api/country' } } })).toThrow(/^Recording broken\.json is not \{ request/);
  });
});
