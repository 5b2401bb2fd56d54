/**
 * What the site benches share: the repository root, Debian's Chromium with the flags of
 * tests/e2e/support/chromium.ts (off the network except 127.0.0.1), and the production site started from
 * scripts/start.mjs on an ephemeral 127.0.0.1 port with the mock API embedded, stopped by its pid.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];
/** A desktop Chrome: headless Chromium's own user agent is treated as a bot (no 18+ gate, no scripts' work to measure). */
export const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The 18+ confirmation of a returning visitor, as the SDK writes it ({ name, value }). */
const { ageConfirmationCookie } = await tsImport(join(ROOT, 'sdk/session/index.ts'), import.meta.url);
export const AGE_COOKIE = (({ name, value }) => ({ name, value }))(ageConfirmationCookie());

/** The request headers of a returning guest (18+ confirmed) in a browser: its user agent, brotli, HTML. */
export const GUEST_HEADERS = {
  'user-agent': USER_AGENT,
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html',
  cookie: `${AGE_COOKIE.name}=${AGE_COOKIE.value}`,
};

/** CPU time (ms) a process has used so far: utime + stime from /proc, in clock ticks of 1/100 s on Linux. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `amount` requests of a guest (GUEST_HEADERS) to `url` over `connections` connections, with autocannon. */
export function loadAsGuest(url, amount, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, amount, headers: GUEST_HEADERS }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The serving process's CPU ms per page over `amount` guest requests to `url`; any answer but 2xx fails it. */
export async function cpuPerPage(workerPid, url, amount, connections) {
  const before = cpuMs(workerPid);
  const r = await loadAsGuest(url, amount, connections);
  const ok = r['2xx'];
  if (ok === 0 || r.non2xx + r.errors > 0) throw new Error(`${url}: ${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors`);
  return (cpuMs(workerPid) - before) / ok;
}

/**
 * Starts the production site (`nodeArgs`: options for its Node, e.g. --cpu-prof; `script`: its
 * starter, `npm start`'s by default); resolves with its URL once it says it is ready.
 */
export function startSite(extraEnv = {}, nodeArgs = [], script = 'scripts/start.mjs') {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PORTAL_API_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /Site ready: (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        child.stdout.resume();
        resolve({ url: m[1], pid: child.pid, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`site exited with ${code}: ${out}`)));
  });
}

/**
 * `npm run serve` as deployed (build/site/server/serve.js, node alone: no tsx hooks in the
 * process) against `apiUrl`, the micro-cache off, with `workers` workers (WEB_CONCURRENCY). Under a
 * memory limit (`memoryLimitMb`: 512 is deploy/'s, '0' none, null leaves it to the machine's
 * cgroup) the primary forks the workers with a heap sized from it, as in the pod. `nodeArgs` go to
 * the primary and so to every forked worker. Resolves once every worker listens, with the first
 * one's URL and pid (`workerPid`: the process that serves when there is one), the heap flags given,
 * and the primary (`pid`, `child`) to stop. `root`: the checkout whose build/site to serve (this
 * one by default; another worktree to compare builds, bench/site-cpu-ab.mjs).
 */
export function startServe(apiUrl, { workers = 1, memoryLimitMb = '512', nodeArgs = [], env = {}, root = ROOT } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'build/site/server/serve.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', PORTAL_API_URL: apiUrl, PUBLIC_ORIGIN: 'http://127.0.0.1',
      WEB_CONCURRENCY: String(workers), SITE_MICRO_CACHE_MS: '0', LOG_LEVEL: 'info',
      ...(memoryLimitMb === null ? {} : { SITE_MEMORY_LIMIT_MB: memoryLimitMb }), ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let pending = '';
    let heap = [];
    const listening = [];
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (line.includes('"starting workers"')) heap = JSON.parse(line).heap ?? [];
        if (line.includes('"site listening"')) listening.push(JSON.parse(line));
      }
      // The listener stays on: the logs keep being read (and dropped) so the pipe never fills.
      if (listening.length === workers) {
        const [{ url, pid }] = listening;
        resolve({ url, workerPid: pid, heap, child, pid: child.pid });
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code} before it was ready`)));
  });
}

/** The mock API in its own process on an ephemeral port; resolves with its URL. */
export function startMockApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveUrl, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        child.stdout.resume();
        resolveUrl({ url: m[1], pid: child.pid, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`mock API exited with ${code}: ${out}`)));
  });
}

/** Stops a site started by startSite, or the mock API of startMockApi (by its process id), and waits for it to exit. */
export async function stopSite(site) {
  if (site.child.exitCode !== null) return;
  const exited = new Promise((resolve) => site.child.once('exit', resolve));
  process.kill(site.pid, 'SIGTERM');
  await exited;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
