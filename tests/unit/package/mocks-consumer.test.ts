import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockHttpServer } from '../../../mocks/http/server';
import { publishedManifest } from '../../../scripts/sdk-manifest.mjs';
import type { MockHttpServer } from '../../../mocks/http/server';
import { run as runTool } from './run';

/**
 * Another team's test suite on `@portal/sdk/mocks`: a fresh app installs the packed tarball with
 * msw, vitest and TypeScript from the registry (the npm cache the repo's own install filled:
 * --prefer-offline), at the versions the repo pins, and runs its own Vitest file. That file puts
 * the exported handlers in `setupServer` (msw/node) and calls the API through the SDK's client:
 * a listing, the demo member's like (the store keeps it until `resetMockBackend`), the `down`
 * scenario for the process and `empty` for one request, and a handler of its own in front. The
 * app type-checks its test with `skipLibCheck: false`, and the listing's names equal the repo's
 * mock backend's (the same deterministic seed).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const TIMEOUT = 600_000;
const PER_PAGE = 5;

const versions = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies;
const pinned = (name: string) => `${name}@${versions[name]!}`;
/** The app's own Vitest runs in a clean environment: none of this run's VITEST_* variables. */
const ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS')),
  npm_config_update_notifier: 'false', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0',
};

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = ENV): string => runTool(command, args, cwd, env);

let work = '';
let app = '';
let mock: MockHttpServer;


/** The app's files: the setup and the test are the recipe of the SDK's README ("Tests with MSW"). */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2023', 'dom'], types: ['node'],
      strict: true, noEmit: true, skipLibCheck: false,
    },
    include: ['test'],
  }),
  'vitest.config.mjs': `
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { setupFiles: ['./test/setup.ts'], include: ['test/**/*.test.ts'] } });
`,
  'test/setup.ts': `
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers, resetMockBackend } from '@portal/sdk/mocks';

export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockBackend();
});
afterAll(() => server.close());
`,
  'test/portal.test.ts': `
import { writeFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createPortalClient } from '@portal/sdk';
import { DEMO_ACCOUNTS, SCENARIOS, SCENARIO_HEADER, setScenarios } from '@portal/sdk/mocks';
import type { ScenarioName } from '@portal/sdk/mocks';
import { server } from './setup';

// Any address: the handlers answer every origin's /api/... paths.
const client = createPortalClient({ baseUrl: 'https://api.portal.example', locale: 'de' });

describe('the portal API, mocked', () => {
  it('lists profiles from the seed', async () => {
    const page = await client.profiles.list({ category: 'escort' }, 1, { perPage: ${PER_PAGE} });
    expect(page.data).toHaveLength(${PER_PAGE});
    expect(page.meta.total_items).toBeGreaterThan(${PER_PAGE});
    for (const profile of page.data) expect(profile.age).toBeGreaterThanOrEqual(18);
    writeFileSync('names.json', JSON.stringify(page.data.map((profile) => profile.name)));
  });

  it('keeps what a demo account does until the backend is reset', async () => {
    const member = createPortalClient({ baseUrl: 'https://api.portal.example', getToken: () => DEMO_ACCOUNTS.member.token });
    const [first] = (await client.profiles.list({ category: 'escort' }, 1)).data;
    const before = first!.likes;
    const liked = await member.profiles.like(first!.id);
    expect(liked).toMatchObject({ likes: before + 1, is_liked: true });
    const after = (await member.profiles.list({ category: 'escort' }, 1)).data.find((profile) => profile.id === first!.id);
    expect(after).toMatchObject({ likes: before + 1, is_liked: true });
  });

  it('starts the next test from the seed again', async () => {
    const [first] = (await client.profiles.list({ category: 'escort' }, 1)).data;
    const again = (await client.profiles.list({ category: 'escort' }, 1)).data[0];
    expect(again!.likes).toBe(first!.likes);
  });

  it('fails as the API would with the down scenario, and answers an empty listing for one request', async () => {
    const names: readonly ScenarioName[] = SCENARIOS;
    expect(names).toContain('down');
    const empty = await client.profiles.list({}, 1, { headers: { [SCENARIO_HEADER]: 'empty' } });
    expect(empty.data).toEqual([]);
    setScenarios('down');
    const error = await client.profiles.list({}, 1, { retry: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });

  it('takes a handler of the test in front of the mock backend', async () => {
    server.use(http.get('*/api/country', () => HttpResponse.json({ message: 'maintenance' }, { status: 503 })));
    const error = await client.reference.countries({ retry: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((await client.profiles.list({}, 1)).data.length).toBeGreaterThan(0);
  });
});
`,
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portal-mocks-consumer-'));
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'mocks-consumer', version: '1.0.0', private: true, type: 'module' }));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), text);
  }
  const { sdk } = inject('packedTarballs');
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', sdk, ...['msw', 'vitest', 'typescript', '@types/node'].map(pinned)], app);
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
}, TIMEOUT);

afterAll(async () => {
  await mock?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a Vitest + MSW app on @portal/sdk/mocks', () => {
  it('type-checks its tests against the packed declarations (skipLibCheck off)', () => {
    expect(run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app)).toBe('');
  }, TIMEOUT);

  it('runs its tests: a listing from the seed, state kept and reset, scenarios, its own handler', async () => {
    const out = run(join(app, 'node_modules/.bin/vitest'), ['run', '--reporter', 'verbose'], app);
    expect(out).toMatch(/Tests\s+5 passed \(5\)/);
    // The same seed as the repo's mock backend: the same names in the same order.
    const response = await fetch(`${mock.url}/api/profile?category=escort&per_page=${PER_PAGE}`);
    const body = (await response.json()) as { data: Array<{ name: string }> };
    expect(JSON.parse(readFileSync(join(app, 'names.json'), 'utf8'))).toEqual(body.data.map((profile) => profile.name));
  }, TIMEOUT);

  it('loads the entry from CommonJS too', () => {
    const out = run(process.execPath, ['-e', `
const { handlers, DEMO_ACCOUNTS, SCENARIOS } = require('@portal/sdk/mocks');
console.log(JSON.stringify({ handlers: handlers.length > 60, member: DEMO_ACCOUNTS.member.email, down: SCENARIOS.includes('down') }));
`], app);
    expect(JSON.parse(out)).toEqual({ handlers: true, member: 'member@demo.test', down: true });
  }, TIMEOUT);

  it('needs msw only for the mocks entry: msw is an optional peer, imported by no other entry', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/@portal/sdk/package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>; peerDependenciesMeta: Record<string, { optional?: boolean }>; dependencies: Record<string, string>;
    };
    expect(manifest.peerDependencies.msw).toBeDefined();
    expect(manifest.peerDependenciesMeta.msw?.optional).toBe(true);
    expect(manifest.dependencies.msw).toBeUndefined();
    // Added on pack (scripts/sdk-manifest.mjs): the workspace's manifest leaves it out, so the site's production install prunes msw.
    const workspace = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
    expect(workspace.peerDependencies.msw).toBeUndefined();
    expect(publishedManifest(workspace)).toMatchObject({ peerDependencies: manifest.peerDependencies, peerDependenciesMeta: manifest.peerDependenciesMeta });
    const dist = join(app, 'node_modules/@portal/sdk/dist');
    const importsMsw = (file: string) => /from\s*['"]msw|require\(['"]msw/.test(readFileSync(join(dist, file), 'utf8'));
    expect(importsMsw('mocks.js') && importsMsw('mocks.cjs')).toBe(true);
    // No chunk but the mocks entry's own files imports msw (entries share chunks; none of them holds the mock).
    const others = readdirSyncFiles(dist).filter((file) => /\.c?js$/.test(file) && !/^mocks\.c?js$/.test(file));
    expect(others.filter(importsMsw)).toEqual([]);
    for (const ext of ['js', 'cjs']) expect(readFileSync(join(dist, `mocks.${ext}`), 'utf8')).not.toMatch(/from\s*['"]react|require\(['"]react/);
  });
});

function readdirSyncFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' })).map((f) => f.split('\\').join('/'));
}
