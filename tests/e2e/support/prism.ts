import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * Prism (@stoplight/prism-cli, a devDependency) as a child process on 127.0.0.1, reading the
 * repository's openapi.yaml from disk: `mock -d` (answers generated from the document) or
 * `proxy --errors` (the document's validator in front of an upstream). It downloads nothing.
 * Stopped by its pid.
 */
const ROOT = join(import.meta.dirname, '../../..');
const PRISM = join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');
const READY = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/;
const START_TIMEOUT_MS = 120_000;

export interface RunningPrism {
  readonly url: string;
  readonly pid: number;
  /** What Prism printed so far: a request or answer that breaks the document is a line with ✖. */
  output(): string;
  stop(): Promise<void>;
}

/** A port on 127.0.0.1 that was free a moment ago (Prism wants a number, not 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function startPrism(args: readonly string[], port: number): Promise<RunningPrism> {
  const child = spawn(process.execPath, [PRISM, ...args, '-h', '127.0.0.1', '-p', String(port)], {
    cwd: ROOT, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Prism did not start within ${START_TIMEOUT_MS} ms:\n${output.slice(-2000)}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        pid: child.pid!,
        output: () => output,
        stop: async () => {
          if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before it listened:\n${output.slice(-2000)}`));
    });
  });
}
