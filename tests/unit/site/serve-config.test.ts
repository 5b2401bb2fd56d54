import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SSR_DATA_TIMEOUT_MS, SERVE_ENV_NAMES, readServeConfig } from '../../../ui/site/server/config';
import { MICRO_CACHE_DEFAULT_MS } from '../../../ui/site/server/micro-cache';

/** `npm run serve`'s configuration (ui/site/server/config.ts) and its documentation. */
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
  });

  it('is documented: the README\'s Production table lists every variable of the schema, and no other', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Variables'), readme.indexOf('### Processes, health and shutdown'));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...SERVE_ENV_NAMES].sort());
  });
});
