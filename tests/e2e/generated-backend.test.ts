import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session';
import { runCli } from '../unit/contract/support';
import { DESKTOP_USER_AGENT as USER_AGENT } from './support/chromium';
import { freePort, startPrism, type RunningPrism } from './support/prism';
import { startSite, type RunningSite } from './site-server';

/**
 * A backend built to openapi.yaml by a tool nobody here wrote: Prism's dynamic mock
 * answers every call with data it generates from the document, on several seeds. The contract kit
 * passes it (drift the document cannot forbid, such as price lists of unequal length, is tolerated:
 * `--fail-on breaking`), and the production site renders its home, listings, profiles and business
 * pages on it without a 5xx.
 */
const SEEDS = ['1', '22', '4711'];
const LOGINS = ['member', 'model', 'business'].flatMap((who) => ['--login', `${who}@example.test:Secret-pass-1`]);
const PAGES = [
  '/', '/escort', '/agencies', '/massage_salons', '/strip_club', '/studio_sex', '/web_cam', '/trances', '/onlyfans',
  '/reviews', '/stories', '/de/escort', '/el/agencies',
  '/escort/generated-1', '/web_cam/generated-2', '/es/escort/generated-3',
  '/agencies/generated-4', '/massage_salons/generated-5', '/strip_club/generated-6', '/studio_sex/generated-7', '/agency/8',
];

let port = 0;
let site: RunningSite;
let prism: RunningPrism | undefined;

beforeAll(async () => {
  port = await freePort();
  site = await startSite({ PORTAL_API_URL: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await prism?.stop();
  await site?.stop();
});

const page = (path: string) =>
  fetch(site.url + path, { headers: { 'user-agent': USER_AGENT, cookie: `${COOKIE_NAMES.ageConfirmed}=1` }, redirect: 'manual' });

describe.each(SEEDS)('Prism’s dynamic mock of openapi.yaml, seed %s', (seed) => {
  beforeAll(async () => {
    await prism?.stop();
    prism = await startPrism(['mock', '--dynamic', '--seed', seed, 'openapi.yaml'], port);
  });

  it('passes the contract kit: nothing the SDK cannot read', async () => {
    const run = await runCli(['--api', prism!.url, ...LOGINS, '--fail-on', 'breaking']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/\d+ calls checked against http:\/\/127\.0\.0\.1:\d+: \d+ ok, \d+ drift, 0 error/);
    expect(run.stdout).toContain(', 0 breaking;');
    expect(run.code).toBe(0);
  });

  it('is what the site renders its public pages from, none with a 5xx', async () => {
    const statuses: Record<string, number> = {};
    for (const path of PAGES) statuses[path] = (await page(path)).status;
    expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
    // Prism answers every read 200, so each page has its data: the home page, listings and detail pages render.
    expect(Object.entries(statuses).filter(([, status]) => status !== HTTP.ok)).toEqual([]);
    expect(site.output()).not.toMatch(/ssr (render|shell) error/);
  });
});
