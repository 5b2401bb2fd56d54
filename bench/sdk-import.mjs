/**
 * `npm run bench:sdk`: what importing the built package costs a Node app at start-up,
 * beside its dependencies alone. Each figure is the median of fresh Node processes, each timing
 * one dynamic `import()` of the entry (module loading, parsing and evaluation; Node's own start
 * is not counted), with the process's CPU time over the same span. The subjects take turns, one
 * process each per round, so a machine whose load changes during the run weighs on all alike.
 * Builds the package first when sdk/dist is missing. Target: the core entry (`@portal/sdk`) in
 * ≤ 60 ms.
 *
 * SDK_BASELINE=<another checkout, its sdk/dist built> adds its core and listing entries, to
 * compare two builds in the same conditions (e.g. on a machine that is not idle).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const TARGET_MS = 60;
const BASELINE = process.env.SDK_BASELINE ? resolve(process.env.SDK_BASELINE) : undefined;

if (!existsSync(join(ROOT, 'sdk/dist/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });

const file = (root, path) => pathToFileURL(join(root, path)).href;
const subjects = [
  ['@portal/sdk (core entry)', file(ROOT, 'sdk/dist/index.js'), TARGET_MS],
  ['@portal/sdk/listing', file(ROOT, 'sdk/dist/listing.js')],
  ...(BASELINE
    ? [['baseline core entry', file(BASELINE, 'sdk/dist/index.js')], ['baseline listing', file(BASELINE, 'sdk/dist/listing.js')]]
    : []),
  ['@portal/sdk/schemas', file(ROOT, 'sdk/dist/schemas.js')],
  ['zod/mini alone', 'zod/mini'],
  ['openapi-fetch alone', 'openapi-fetch'],
];

/** [wall ms, CPU ms] of one `import()` in a fresh process. */
function importMs(specifier) {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(specifier)});
    const wall = performance.now() - t; const cpu = process.cpuUsage(c); process.stdout.write(JSON.stringify([wall, (cpu.user + cpu.system) / 1000]));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const times = subjects.map(() => ({ wall: [], cpu: [] }));
for (let round = 0; round < RUNS; round++) {
  subjects.forEach(([, specifier], i) => {
    const [wall, cpu] = importMs(specifier);
    times[i].wall.push(wall);
    times[i].cpu.push(cpu);
  });
}

console.info(`Node ${process.version}, ${RUNS} fresh processes each, median (min-max) of the import() alone, and its CPU time`);
let failed = false;
subjects.forEach(([name, , target], i) => {
  const { wall, cpu } = times[i];
  const m = median(wall);
  const verdict = target === undefined ? '' : m <= target ? `  target ≤ ${target} ms: met` : `  target ≤ ${target} ms: MISSED`;
  if (target !== undefined && m > target) failed = true;
  const range = `(${Math.min(...wall).toFixed(1)}-${Math.max(...wall).toFixed(1)})`;
  console.info(`${name.padEnd(28)} ${m.toFixed(1).padStart(6)} ms  ${range.padEnd(14)} CPU ${median(cpu).toFixed(1).padStart(6)} ms${verdict}`);
});
if (failed) process.exitCode = 1;
