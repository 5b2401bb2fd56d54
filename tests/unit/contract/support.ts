import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';

/** Shared by the contract kit's tests: the demo logins, the CLI as a child process, mock-api as a child process. */
export const root = fileURLToPath(new URL('../../..', import.meta.url));
/** tsx's loader in this Node process's binary: one process per child (the tsx bin starts a second). */
const tsx = [process.execPath, '--import', 'tsx'] as const;

export const DEMO_LOGINS = Object.values(DEMO_ACCOUNTS).map(({ email, password }) => ({ email, password }));
export const DEMO_LOGIN_ARGS = DEMO_LOGINS.flatMap(({ email, password }) => ['--login', `${email}:${password}`]);

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run contract -- ...args` as a child process (asynchronous, so a server in this process keeps answering). */
export function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx[0], [...tsx.slice(1), 'sdk/contract/cli.ts', 'contract', ...args], {
      cwd: root, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface MockApiProcess {
  url: string;
  output(): string;
  /** SIGTERM to the child's own pid; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** `npm run mock-api` as a child on an ephemeral 127.0.0.1 port. */
export async function startMockApi(env: NodeJS.ProcessEnv): Promise<MockApiProcess> {
  const child = spawn(tsx[0], [...tsx.slice(1), 'mocks/http/main.ts'], { cwd: root, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`mock-api exited early (${code}): ${out}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    output: () => out,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
}
