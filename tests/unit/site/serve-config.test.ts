import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SSR_DATA_TIMEOUT_MS, MICRO_CACHE_DEFAULT_MS, SERVE_ENV_NAMES, START_ENV_NAMES, readServeConfig, readStartConfig,
} from '../../../ui/site/server/config';

/** The configuration of `npm run serve` and `npm start` (ui/site/server/config.ts) and its documentation. */
const REQUIRED = { PORTAL_API_URL: 'https://api.portal.example/', PUBLIC_ORIGIN: 'https://portal.example' };

const problemsOf = (env: Record<string, string>) => {
  const result = readServeConfig({ ...REQUIRED, ...env });
  return result.ok ? [] : result.problems;
};

describe('serve configuration', () => {
  it('gives every optional variable its documented default', () => {
    const result = readServeConfig(REQUIRED);
    expect(result.ok && result.config).toEqual({
      PORTAL_API_URL: 'https://api.portal.example',
      PUBLIC_ORIGIN: 'https://portal.example',
      PORT: 3000,
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: 1,
      SITE_MICRO_CACHE_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
      SSR_DATA_TIMEOUT_MS: DEFAULT_SSR_DATA_TIMEOUT_MS,
    });
  });

  it('reads the values operators write', () => {
    const result = readServeConfig({
      ...REQUIRED, WEB_CONCURRENCY: 'auto', METRICS_PORT: '9464', SITE_MICRO_CACHE_MS: 'true', TRUST_PROXY: '2', PORT: ' 8080 ',
    });
    expect(result.ok && result.config).toMatchObject({
      WEB_CONCURRENCY: availableParallelism(), METRICS_PORT: 9464, SITE_MICRO_CACHE_MS: MICRO_CACHE_DEFAULT_MS, TRUST_PROXY: 2, PORT: 8080,
    });
    expect(readServeConfig({ ...REQUIRED, TRUST_PROXY: 'false' })).toMatchObject({ config: { TRUST_PROXY: false } });
    expect(readServeConfig({ ...REQUIRED, TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toMatchObject({ config: { TRUST_PROXY: 'loopback, 10.0.0.0/8' } });
  });

  it('names each missing or bad variable and what it accepts', () => {
    expect(readServeConfig({})).toEqual({ ok: false, problems: [expect.stringMatching(/^PORTAL_API_URL is required/), expect.stringMatching(/^PUBLIC_ORIGIN is required/)] });
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://portal.example/de' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN must be an origin only/)]);
    expect(problemsOf({ PORTAL_API_URL: 'ftp://api' })).toEqual([expect.stringMatching(/^PORTAL_API_URL must be an http\(s\) URL/)]);
    expect(problemsOf({ METRICS_PORT: '-1' })).toEqual(['METRICS_PORT must be a port number from 0 to 65535 (got "-1")']);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toEqual(['SHUTDOWN_TIMEOUT_MS must be a number of milliseconds (got "soon")']);
    expect(problemsOf({ SITE_MICRO_CACHE_MS: 'often' })).toEqual([expect.stringMatching(/^SITE_MICRO_CACHE_MS must be a number of milliseconds.*\(got "often"\)$/)]);
    for (const bad of ['0', '-1', '5s', '1e3']) expect(problemsOf({ SSR_DATA_TIMEOUT_MS: bad })).toEqual([`SSR_DATA_TIMEOUT_MS must be a positive number of milliseconds (got "${bad}")`]);
  });

  it('switches the micro-cache off unless asked: 0 or false off, 1 or true its default time, else that many ms', () => {
    const microCacheMs = (value: string) => (readServeConfig({ ...REQUIRED, SITE_MICRO_CACHE_MS: value }) as { config: { SITE_MICRO_CACHE_MS: number } }).config.SITE_MICRO_CACHE_MS;
    expect(['', '0', 'false', 'FALSE'].map(microCacheMs)).toEqual([0, 0, 0, 0]);
    expect(['1', 'true', '2500'].map(microCacheMs)).toEqual([MICRO_CACHE_DEFAULT_MS, MICRO_CACHE_DEFAULT_MS, 2500]);
  });
});

describe('start configuration (npm start, npm run dev)', () => {
  it('needs no variable: the embedded mock API and the listening address stand in for the API and the origin', () => {
    const result = readStartConfig({ PORTAL_API_URL: '', PUBLIC_ORIGIN: ' ' });
    expect(result.ok && result.config).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      SITE_MICRO_CACHE_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
      SSR_DATA_TIMEOUT_MS: DEFAULT_SSR_DATA_TIMEOUT_MS,
      SKIP_BUILD: false,
    });
  });

  it('checks what it is given as npm run serve does, with the same messages', () => {
    const start = readStartConfig({ PORT: '70000', PORTAL_API_URL: 'ftp://api', SITE_MICRO_CACHE_MS: 'often', SKIP_BUILD: 'yes' });
    const serve = readServeConfig({ ...REQUIRED, PORT: '70000', PORTAL_API_URL: 'ftp://api', SITE_MICRO_CACHE_MS: 'often' });
    expect(start.ok).toBe(false);
    expect(serve.ok).toBe(false);
    expect(!start.ok && start.problems).toEqual([...(!serve.ok ? serve.problems : []), 'SKIP_BUILD must be 1 (serve the existing build) or 0 (got "yes")']);
    expect(readStartConfig({ PORTAL_API_URL: 'http://127.0.0.1:4010/', MOCK_FIXTURES: 'recordings', SKIP_BUILD: '1' })).toMatchObject({
      ok: true, config: { PORTAL_API_URL: 'http://127.0.0.1:4010', MOCK_FIXTURES: 'recordings', SKIP_BUILD: true },
    });
  });
});

describe('the documentation of the configuration', () => {
  it('lists every variable of both commands in docs/production.md, and for each command only those it reads', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/production.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Variables'), doc.indexOf('## Guest-page micro-cache'));
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \| ([^|]+) \|/gm)].map(([, name, serve, start]) => ({ name: name!, serve: serve!.trim(), start: start!.trim() }));
    expect(rows.map((r) => r.name).sort()).toEqual([...new Set([...SERVE_ENV_NAMES, ...START_ENV_NAMES])].sort());
    for (const row of rows) {
      expect(row.serve === '—', `${row.name} for npm run serve`).toBe(!(SERVE_ENV_NAMES as readonly string[]).includes(row.name));
      expect(row.start === '—', `${row.name} for npm start`).toBe(!(START_ENV_NAMES as readonly string[]).includes(row.name));
    }
  });
});
