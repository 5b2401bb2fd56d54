#!/usr/bin/env node
import { runCommand } from './command';

/** The bin of the package (`portal-sdk`): `portal-sdk contract --api <url> ...`. */
// A reader that stops early (`| head`) closes the pipe: end quietly rather than with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
process.exitCode = await runCommand(process.argv.slice(2));
