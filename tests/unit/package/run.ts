import { execFileSync } from 'node:child_process';

/** npm without its update notice: the package tests' default environment for the tools they run. */
export const TOOL_ENV: NodeJS.ProcessEnv = { ...process.env, npm_config_update_notifier: 'false' };

/**
 * Runs a tool (npm, node, tsc, next...) in a consumer app's folder and returns what it printed; a
 * failure throws with both its outputs, which is what a reader of the test's failure needs.
 */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = TOOL_ENV): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}
