/**
 * `npm run bench:sdk` (issue 23): what importing the built package costs a Node app at start-up,
 * beside its dependencies alone. Each figure is the median of fresh Node processes, each timing
 * one dynamic `import()` of the entry (module loading, parsing and evaluation; Node's own start
 * is not counted). Builds the package first when sdk/dist is missing. Target: the core entry
 * (`@portal/sdk`) in ≤ 60 ms.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const TARGET_MS = 60;

if (!existsSync(join(ROOT, 'sdk/dist/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });

const file = (path) => pathToFileURL(join(ROOT, path)).href;
const subjects = [
  ['@portal/sdk (core entry)', file('sdk/dist/index.js'), TARGET_MS],
  ['@portal/sdk/listing', file('sdk/dist/listing.js')],
  ['@portal/sdk/schemas', file('sdk/dist/schemas.js')],
  ['zod/mini alone', 'zod/mini'],
  ['openapi-fetch alone', 'openapi-fetch'],
];

function importMs(specifier) {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.info(`Node ${process.version}, ${RUNS} fresh processes each, median (min-max) of the import() alone`);
let failed = false;
for (const [name, specifier, target] of subjects) {
  const times = Array.from({ length: RUNS }, () => importMs(specifier));
  const m = median(times);
  const verdict = target === undefined ? '' : m <= target ? `  target ≤ ${target} ms: met` : `  target ≤ ${target} ms: MISSED`;
  if (target !== undefined && m > target) failed = true;
  console.info(`${name.padEnd(28)} ${m.toFixed(1).padStart(6)} ms  (${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)})${verdict}`);
}
if (failed) process.exitCode = 1;
