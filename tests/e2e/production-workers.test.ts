import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session';
import { ensureSiteBuild, runServeToExit, startFakeApi, startServe } from './support/serve';
import type { FakeApi, LogLine, ServeProcess } from './support/serve';

/**
 * `npm run serve` refusing bad configuration, and running several workers (node:cluster): both
 * answer, a killed one is replaced, metrics add up across them, SIGTERM stops them all.
 */
const PUBLIC_ORIGIN = 'https://portal.example';
let api: FakeApi;

beforeAll(async () => {
  ensureSiteBuild();
  api = await startFakeApi();
});

afterAll(async () => {
  await api?.close();
});

describe('bad configuration stops the start with exit 1, naming the variable', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['no PUBLIC_ORIGIN', {}, /PUBLIC_ORIGIN is required/],
    ['no PORTAL_API_URL', { PORTAL_API_URL: '' }, /PORTAL_API_URL is required/],
    ['a PORT that is not a port', { PORT: '70000' }, /PORT must be a port number from 0 to 65535 \(got "70000"\)/],
    ['a WEB_CONCURRENCY that is not a number', { WEB_CONCURRENCY: 'many' }, /WEB_CONCURRENCY must be a number of worker processes \(1 or more\) or "auto" \(got "many"\)/],
    ['a WEB_CONCURRENCY of 0', { WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY must be at least 1/],
    ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
  ];
  for (const [name, env, message] of cases) {
    it(name, async () => {
      const base: Record<string, string> = name === 'no PUBLIC_ORIGIN' ? { PORTAL_API_URL: api.url } : { PORTAL_API_URL: api.url, PUBLIC_ORIGIN };
      const { code, stderr } = await runServeToExit({ ...base, ...env });
      expect(code).toBe(1);
      expect(stderr).toMatch(message);
    });
  }
});

/** A request on a connection of its own (the cluster hands out connections, not requests). */
function getOnNewConnection(url: string, requestId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers: { 'x-request-id': requestId } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject).end();
  });
}

describe('WEB_CONCURRENCY=2', () => {
  let site: ServeProcess;
  const listening = (l: LogLine) => l.msg === 'site listening';

  beforeAll(async () => {
    site = await startServe({ PORTAL_API_URL: api.url, PUBLIC_ORIGIN, WEB_CONCURRENCY: '2', METRICS_PORT: '0' }, { listening: 2 });
  });

  afterAll(async () => {
    // Workers first (by their pids), then the primary.
    for (const l of site?.logs.filter(listening) ?? []) {
      try {
        process.kill(Number(l.pid), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await site?.stop('SIGKILL');
  });

  /** Sends `count` requests on new connections; returns the pids of the workers that logged them. */
  async function answeringPids(prefix: string, count: number): Promise<Set<number>> {
    for (let i = 0; i < count; i++) expect(await getOnNewConnection(`${site.url}/robots.txt`, `${prefix}-${i}`)).toBe(HTTP.ok);
    const lines = await site.waitForLogs((l) => typeof l.requestId === 'string' && l.requestId.startsWith(`${prefix}-`), count, 10_000);
    return new Set(lines.map((l) => Number(l.pid)));
  }

  it('runs two worker processes that both answer, besides the primary', async () => {
    const workers = new Set(site.logs.filter(listening).map((l) => Number(l.pid)));
    expect(workers.size).toBe(2);
    expect(workers.has(site.pid)).toBe(false);
    const pids = await answeringPids('spread', 8);
    expect(pids).toEqual(workers);
  });

  it('adds up the workers\' metrics on the primary\'s METRICS_PORT', async () => {
    const metricsUrl = String((await site.waitForLog((l) => l.msg === 'metrics listening')).url);
    const text = await (await fetch(metricsUrl)).text();
    const count = /^http_request_duration_seconds_count\{method="GET",route="\/robots.txt",status="200"\} (\d+)/m.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(8);
  });

  it('replaces a worker that dies, and logs it', async () => {
    const [victim, survivor] = site.logs.filter(listening).map((l) => Number(l.pid));
    process.kill(victim!, 'SIGKILL');
    const died = await site.waitForLog((l) => l.msg === 'worker died; starting a new one');
    expect(died).toMatchObject({ level: 'error', workerPid: victim, signal: 'SIGKILL' });
    const [, , replacement] = await site.waitForLogs(listening, 3);
    const fresh = Number(replacement!.pid);
    expect([victim, survivor, site.pid]).not.toContain(fresh);
    const pids = await answeringPids('after-replace', 8);
    expect(pids).toEqual(new Set([survivor, fresh]));
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    const workers = site.logs.filter(listening).map((l) => Number(l.pid));
    expect(await site.stop('SIGTERM')).toBe(0);
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    // The two live workers reported their stop; none is left running.
    expect(site.logs.filter((l) => l.msg === 'worker stopped')).toHaveLength(2);
    expect(alive).toEqual([]);
  });
});

describe('under a memory limit', () => {
  it("serves WEB_CONCURRENCY=1 through one worker whose V8 heap is sized from the limit, and stops it on SIGTERM", async () => {
    const site = await startServe({ PORTAL_API_URL: api.url, PUBLIC_ORIGIN, WEB_CONCURRENCY: '1', SITE_MEMORY_LIMIT_MB: '512' });
    try {
      const worker = Number((await site.waitForLog((l) => l.msg === 'site listening')).pid);
      expect(worker).not.toBe(site.pid);
      expect(readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--max-old-space-size=96', '--max-semi-space-size=8', '--heap-growing-percent=100']));
      expect(await getOnNewConnection(`${site.url}/robots.txt`, 'capped-1')).toBe(HTTP.ok);
      expect(await site.stop('SIGTERM')).toBe(0);
    } finally {
      await site.stop('SIGKILL');
    }
  });
});

describe('SIGTERM under load', () => {
  interface Sent {
    readonly at: number;
    readonly ok: boolean;
    readonly error?: string;
  }
  /** Clients that keep asking for pages (keep-alive or not) until the site stops; what each request got. */
  function load(url: string, keepAlive: boolean) {
    let done = false;
    const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: 32 }) : false;
    const results: Sent[] = [];
    const one = () =>
      new Promise<Sent>((resolve) => {
        const at = Date.now();
        // A rendered page: the workers are busy, as under real load, and requests wait in queues.
        request(`${url}/`, { agent, headers: { cookie: `${COOKIE_NAMES.ageConfirmed}=1` } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ at, ok: res.statusCode === HTTP.ok }));
        }).on('error', (e: NodeJS.ErrnoException) => resolve({ at, ok: false, error: e.code ?? e.message })).end();
      });
    const client = async () => {
      while (!done) {
        const sent = await one();
        results.push(sent);
        if (!sent.ok) await new Promise((r) => setTimeout(r, 20));
      }
    };
    const steady = Promise.all(Array.from({ length: 6 }, client));
    return {
      /** After the signal the clients send nothing new, as a load balancer that saw readiness turn 503. */
      stop: () => {
        done = true;
      },
      /** Two more requests every 50 ms for `ms`: they land in the queues of busy workers. */
      burst: async (ms: number) => {
        const extra: Array<Promise<Sent>> = [];
        const end = Date.now() + ms;
        while (Date.now() < end) {
          extra.push(one(), one());
          await new Promise((r) => setTimeout(r, 50));
        }
        extra.push(one(), one());
        return extra;
      },
      results: async (extra: Array<Promise<Sent>>) => {
        await steady;
        results.push(...(await Promise.all(extra)));
        if (agent) agent.destroy();
        return results;
      },
    };
  }

  for (const workers of ['1', '2']) {
    for (const keepAlive of [false, true]) {
      it(`loses none of the requests sent in the 300 ms before it (WEB_CONCURRENCY=${workers}, ${keepAlive ? 'keep-alive' : 'a connection each'})`, async () => {
        const site = await startServe({ PORTAL_API_URL: api.url, PUBLIC_ORIGIN, WEB_CONCURRENCY: workers }, { listening: Number(workers) });
        try {
          const clients = load(site.url, keepAlive);
          await new Promise((r) => setTimeout(r, 1200));
          const extra = await clients.burst(300);
          const signalAt = Date.now();
          process.kill(site.pid, 'SIGTERM');
          clients.stop();
          expect(await site.exited).toBe(0);
          const sent = await clients.results(extra);
          // `<=`: the burst's last pair is sent in the same millisecond as the signal when the
          // machine is busy (a late timer makes the pairs before it older than 300 ms).
          const before = sent.filter((s) => s.at <= signalAt && s.at >= signalAt - 300);
          // At least the last pair of the burst, sent just before the signal (more when the machine is not busy).
          expect(before.length).toBeGreaterThanOrEqual(2);
          expect(before.filter((s) => !s.ok)).toEqual([]);
        } finally {
          await site.stop('SIGKILL');
        }
      }, 60_000);
    }
  }
});
