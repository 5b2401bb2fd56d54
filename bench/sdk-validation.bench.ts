import { bench, describe } from 'vitest';
import { compile } from 'zod/mini';
import { ProfileList } from '../schemas/api/profiles';
import { validate } from '../sdk/client/validate';
import { listingPage } from '../tests/unit/client/fixtures';

/**
 * What the client's response validation costs on its heaviest frequent answer: a 40-profile
 * listing page (GET /api/profile). Target: no more than JSON.parse of the same payload.
 * The client parses the body once and validates the object once (sdk/client/validate.ts): with
 * zod's runtime parser for a schema's first use, with the parser z.compile generates afterwards
 * (when the client is given `compileSchemas: compile`, as the site's server does).
 */
const payload = JSON.stringify(listingPage(40));
const parsed: unknown = JSON.parse(payload);

// Warm the client's validator up to its compiled state (it compiles in idle time after 2 uses).
validate(ProfileList, parsed, compile);
validate(ProfileList, parsed, compile);
await new Promise((resolve) => setTimeout(resolve, 50));
if (!validate(ProfileList, parsed, compile).success || !ProfileList.safeParse(parsed).success) throw new Error('the payload must be valid');

/** Median microseconds per call over several rounds (the bench table has the full statistics). */
function median(fn: () => unknown, rounds = 21, perRound = 100): number {
  for (let i = 0; i < 300; i++) fn();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < perRound; i++) fn();
    times.push(((performance.now() - start) / perRound) * 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? Number.NaN;
}

const parseUs = median(() => JSON.parse(payload));
const runtimeUs = median(() => ProfileList.safeParse(parsed));
const clientUs = median(() => validate(ProfileList, parsed, compile));
console.info(
  [
    `40-profile listing, ${(payload.length / 1024).toFixed(1)} KiB of JSON (median per call):`,
    `  JSON.parse                       ${parseUs.toFixed(1)} µs`,
    `  zod runtime parser (safeParse)   ${runtimeUs.toFixed(1)} µs  = ${(runtimeUs / parseUs).toFixed(2)} × JSON.parse`,
    `  client validation (compiled)     ${clientUs.toFixed(1)} µs  = ${(clientUs / parseUs).toFixed(2)} × JSON.parse`,
  ].join('\n'),
);

describe('40-profile listing: validation vs JSON.parse', () => {
  bench('JSON.parse alone', () => {
    JSON.parse(payload);
  });
  bench('zod runtime parser (ProfileList.safeParse)', () => {
    ProfileList.safeParse(parsed);
  });
  bench('client validation (compiled after warm-up)', () => {
    validate(ProfileList, parsed, compile);
  });
  bench('JSON.parse + client validation (a whole answer)', () => {
    validate(ProfileList, JSON.parse(payload));
  });
});
