import { afterAll, beforeAll, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http/server';
import { COOKIE_NAMES } from '../../sdk/session';
import { DEMO_LOGIN_ARGS, runCli } from '../unit/contract/support';
import { DESKTOP_USER_AGENT as USER_AGENT } from './support/chromium';
import { freePort, startPrism, type RunningPrism } from './support/prism';
import { startSite, type RunningSite } from './site-server';

/**
 * openapi.yaml's own validator in front of the mock backend: Prism's validating proxy
 * (`prism proxy --errors`) checks every request and answer against the document while the contract
 * kit runs every read and the three demo accounts' write journeys through it, and the site renders
 * its pages through it. Not one violation: the mock, the kit and the site keep to the document.
 */
const VIOLATION = /✖/g;
let mock: MockHttpServer;
let prism: RunningPrism;
let site: RunningSite;
let slugs: { profile: string; webcam: string; agency: string; salon: string; businessId: number };

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  prism = await startPrism(['proxy', '--errors', 'openapi.yaml', mock.url], await freePort());
  site = await startSite({ PORTAL_API_URL: prism.url });
  const read = async <T>(path: string) => ((await (await fetch(mock.url + path)).json()) as { data: T[] }).data;
  const escorts = await read<{ slug: string }>('/api/profile?category=escort');
  const webcams = await read<{ slug: string }>('/api/profile?category=web_cam');
  const agencies = await read<{ slug: string; id: number }>('/api/business?type=agencies');
  const salons = await read<{ slug: string }>('/api/business?type=massage_salons');
  slugs = { profile: escorts[0]!.slug, webcam: webcams[0]!.slug, agency: agencies[0]!.slug, salon: salons[0]!.slug, businessId: agencies[0]!.id };
});
afterAll(async () => {
  await site?.stop();
  await prism?.stop();
  await mock?.close();
});

const violations = () => prism.output().match(VIOLATION)?.length ?? 0;

it('sees no violation while the contract kit runs every read and the write journeys of three logins', async () => {
  const run = await runCli(['--api', prism.url, ...DEMO_LOGIN_ARGS, '--writes']);
  expect(run.stdout).toMatch(/\d+ calls checked against http:\/\/127\.0\.0\.1:\d+ \(writes\): \d+ ok, 0 drift, 0 error, 0 skipped/);
  expect(run.code).toBe(0);
  expect(prism.output()).toMatch(/Forwarding "post" request to http:\/\/127\.0\.0\.1:\d+\/api\/login/);
  expect(violations()).toBe(0);
});

it('sees no violation while the site renders its pages through it', async () => {
  const paths = [
    '/', '/escort', '/agencies', '/massage_salons', '/web_cam', '/reviews', '/stories', '/de/escort', '/escort?page=2',
    `/escort/${slugs.profile}`, `/web_cam/${slugs.webcam}`, `/agencies/${slugs.agency}`, `/massage_salons/${slugs.salon}`, `/agency/${slugs.businessId}`,
  ];
  for (const path of paths) {
    const response = await fetch(site.url + path, { headers: { 'user-agent': USER_AGENT, cookie: `${COOKIE_NAMES.ageConfirmed}=1` }, redirect: 'manual' });
    expect([path, response.status]).toEqual([path, HTTP.ok]);
  }
  expect(violations()).toBe(0);
  // The proxy does check: a request the document refuses is flagged.
  expect((await fetch(`${prism.url}/api/profile?page=0`)).status).toBe(HTTP.unprocessable);
  await expect.poll(violations).toBeGreaterThan(0);
});
