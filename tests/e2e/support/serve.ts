import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { startMockHttpServer } from '../../../mocks/http/server';
import type { MockHttpServer } from '../../../mocks/http/server';
import { buildSiteIfStale } from '../../../scripts/site-build.mjs';

/**
 * `npm run serve` under test: the site is built once (reused while no source is newer, as
 * `npm start` does), then `node build/site/server/serve.js` runs with the given environment on
 * 127.0.0.1. Its JSON log lines are collected; it is stopped by its process id.
 */
const ROOT = join(import.meta.dirname, '../../..');
export const SERVE_ENTRY = join(ROOT, 'build/site/server/serve.js');
export const CLIENT_BUILD = join(ROOT, 'build/site/client');
const START_TIMEOUT_MS = 60_000;

/** The e2e global setup builds once per run; a file run on its own gets the same check. */
export function ensureSiteBuild(): void {
  buildSiteIfStale();
}

export type LogLine = Record<string, unknown> & { msg?: string; pid?: number; level?: string };

export interface ServeProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** The site's address (from the first "site listening" line). */
  readonly url: string;
  readonly logs: LogLine[];
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
  /** Resolves with the first log line (already seen or to come) matching `test`. */
  waitForLog(test: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the log lines matching `test` once there are `count` of them. */
  waitForLogs(test: (line: LogLine) => boolean, count: number, timeoutMs?: number): Promise<LogLine[]>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs serve.js to its exit (for configurations that must refuse to start). */
export function runServeToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SERVE_ENTRY], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

export function startServe(env: Record<string, string>, { listening = 1 } = {}): Promise<ServeProcess> {
  // Only what the test gives (plus PATH): nothing from the runner's environment leaks in.
  const child = spawn(process.execPath, [SERVE_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters: Array<() => boolean> = [];
  let stderr = '';
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.trim()) continue;
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { msg: text, notJson: true };
      }
      logs.push(line);
      for (const done of [...waiters]) if (done()) waiters.splice(waiters.indexOf(done), 1);
    }
  });
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitForLogs = (test: (l: LogLine) => boolean, count: number, timeoutMs = START_TIMEOUT_MS) =>
    new Promise<LogLine[]>((resolve, reject) => {
      const check = () => {
        const found = logs.filter(test);
        if (found.length < count) return false;
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(check), 1);
        reject(new Error(`Fewer than ${count} such log lines within ${timeoutMs} ms. Logs:\n${logs.map((l) => JSON.stringify(l)).join('\n').slice(-4000)}\n${stderr}`));
      }, timeoutMs);
      if (!check()) waiters.push(check);
    });
  const waitForLog = async (test: (l: LogLine) => boolean, timeoutMs?: number) => (await waitForLogs(test, 1, timeoutMs))[0]!;

  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`serve exited with ${code} before it was ready:\n${stderr}\n${logs.map((l) => JSON.stringify(l)).join('\n')}`)));
    waitForLogs((l) => l.msg === 'site listening', listening).then(([first]) => resolve({
      child,
      pid: child.pid!,
      url: String(first!.url),
      logs,
      stderr: () => stderr,
      exited,
      waitForLog,
      waitForLogs,
      stop: (signal = 'SIGTERM') => {
        if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, signal);
        return exited;
      },
    }), reject);
  });
}

export interface RecordedCall {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
}

/**
 * The mock API on 127.0.0.1, with what the tests need around it: every request it receives is
 * recorded; `GET /api/__slow` answers after `slowMs`; while `hanging`, nothing is answered.
 */
export interface FakeApi {
  readonly url: string;
  readonly calls: RecordedCall[];
  slowMs: number;
  hanging: boolean;
  close(): Promise<void>;
}

export const SLOW_PATH = '/api/__slow';

export async function startFakeApi(): Promise<FakeApi> {
  const mock: MockHttpServer = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  const [handler] = mock.server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  mock.server.removeAllListeners('request');
  const held: ServerResponse[] = [];
  const api: FakeApi = {
    url: mock.url,
    calls: [],
    slowMs: 1500,
    hanging: false,
    close: async () => {
      for (const res of held) res.destroy();
      mock.server.closeAllConnections();
      await mock.close();
    },
  };
  mock.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    api.calls.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    if (api.hanging) {
      held.push(res);
      return;
    }
    if (req.url === SLOW_PATH) {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"slow":true}'), api.slowMs);
      return;
    }
    handler!(req, res);
  });
  return api;
}
