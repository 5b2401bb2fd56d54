/**
 * The test suite's own budget (bench/budgets.json `testSuite`): times `npm run test:fast` and, with
 * --full, `npm test` (scripts/test-all.mjs, which prints each step's wall time), on this machine, and
 * fails when one is over its budget. Run it on an idle machine: the budgets are for two idle cores.
 *
 *   node bench/test-suite.mjs          the fast tier only
 *   node bench/test-suite.mjs --full   the fast tier, then the whole suite
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const ROOT = new URL('..', import.meta.url);
const { testSuite } = JSON.parse(readFileSync(new URL('bench/budgets.json', ROOT), 'utf8'));

function timed(args) {
  const started = performance.now();
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000 };
}

console.info(`Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()[0].toFixed(2)}, Node ${process.versions.node}`);
const rows = [];
const fast = timed(['run', 'test:fast']);
rows.push(['npm run test:fast', fast, testSuite.fastSeconds]);
if (process.argv.includes('--full')) {
  const full = timed(['test']);
  rows.push(['npm test', full, testSuite.fullRunMinutes * 60]);
}
let over = false;
for (const [name, { ok, seconds }, budget] of rows) {
  const within = seconds <= budget;
  over ||= !within || !ok;
  console.info(`${name}: ${seconds.toFixed(0)} s (budget ${budget} s)${ok ? '' : ', FAILED'}${within ? '' : ', OVER BUDGET'}`);
}
process.exit(over ? 1 : 0);
