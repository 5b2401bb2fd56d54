import { writeFileSync } from 'node:fs';
import { parseContractArgs, USAGE, UsageError } from './args';
import { BaselineError, loadBaseline } from './baseline';
import { UnreachableError } from './http';
import { createRecorder } from './record';
import { EXIT, exitCodeOf } from './report';
import { toJUnit } from './report-junit';
import { createTextReporter, wantsColour } from './report-text';
import { runContract } from './runner';

/**
 * `portal-sdk contract --api <url> ...` (the package's bin) and `npm run contract -- ...`.
 * Returns the exit code: 0 nothing fails the run (`--fail-on`), 1 drift or an error answer, 2
 * unreachable, or bad arguments or baseline.
 */
export async function runCommand(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '-h' || command === '--help' || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? EXIT.unusable : EXIT.ok;
  }
  if (command !== 'contract') {
    process.stderr.write(`Unknown command "${command}". ${USAGE}\n`);
    return EXIT.unusable;
  }
  let args;
  try {
    args = parseContractArgs(rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`portal-sdk contract: ${error.message}\n\n${USAGE}\n`);
    return EXIT.unusable;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  let baseline;
  try {
    baseline = args.baseline ? loadBaseline(args.baseline) : [];
  } catch (error) {
    if (!(error instanceof BaselineError)) throw error;
    process.stderr.write(`portal-sdk contract: ${error.message}\n`);
    return EXIT.unusable;
  }
  const text = args.json ? undefined : createTextReporter((s) => process.stdout.write(s), wantsColour(process.stdout));
  if (text) process.stdout.write(`Checking ${args.api} against the @portal/sdk contract${args.logins.length ? ` with ${args.logins.length} login(s)` : ''}\n\n`);
  try {
    const report = await runContract({
      api: args.api, logins: args.logins, strict: args.strict, writes: args.writes, timeoutMs: args.timeoutMs,
      failOn: args.failOn, baseline,
      ...(args.record ? { recorder: createRecorder(args.record) } : {}),
      ...(text ? { onResult: text.result } : {}),
    });
    if (text) text.summary(report);
    else process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (args.junit) writeFileSync(args.junit, toJUnit(report));
    return exitCodeOf(report);
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    process.stderr.write(`portal-sdk contract: ${error.message}\n`);
    return EXIT.unusable;
  }
}
