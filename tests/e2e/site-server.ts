import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts the production site (`node scripts/start.mjs` on the build the e2e global setup made
 * once for the run) on 127.0.0.1 with an ephemeral port and the embedded mock API, and reads the
 * address from its "ready" line. Stopped by its PID.
 */
export interface RunningSite {
  readonly url: string;
  /** The API the site proxies to (the embedded mock's own address, for its /__mock control routes). */
  readonly apiUrl: string;
  readonly pid: number;
  /** What the server has printed so far (stdout and stderr, the last few MB): its log lines. */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../..');
const READY = /Site ready: (http:\/\/127\.0\.0\.1:\d+) \(API ([^,)\s]+)/;
const START_TIMEOUT_MS = 240_000;
const LOG_KEEP_CHARS = 4 * 1024 * 1024;

export function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    // The e2e global setup built the site once for the whole run (global-setup.ts).
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PORTAL_API_URL: '', SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The site did not start within ${START_TIMEOUT_MS} ms:\n${output.slice(-4000)}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      // Keep draining the pipes so a chatty server never blocks on a full buffer, and the tail of it.
      const keep = (c: Buffer) => {
        output += c.toString();
        if (output.length > LOG_KEEP_CHARS) output = output.slice(-LOG_KEEP_CHARS);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', (c: Buffer) => {
        if (process.env.SITE_LOG) process.stderr.write(c);
      });
      resolve({
        url: match[1]!,
        apiUrl: match[2]!,
        pid: child.pid!,
        output: () => output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            process.kill(child.pid!, 'SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited with ${code} before it was ready:\n${output.slice(-4000)}`));
    });
  });
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function inBatches<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
