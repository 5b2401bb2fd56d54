/**
 * `npm test`: every check and every test tier, in two lanes side by side (a 2-core machine keeps
 * both busy: one lane is mostly single-threaded tools, the other mostly builds and servers), then a
 * table of each step's wall time and the tests it counted.
 *
 *   lane 1: typecheck -> lint -> check:openapi -> fast (unit, dom, types) -> server -> browser (storybook)
 *   lane 2: site build -> package -> e2e -> storybook build
 *
 * (server waits for the site build too: its files serve that build.)
 *
 * The site is built once for the run (the e2e tier's global setup finds it current) and the SDK and
 * widgets are built and packed once (the package tier's global setup); both are rebuilt when a source
 * is newer, never reused stale. A failed step stops the rest of its lane; the other lane runs on, so
 * one run reports every failing tier. Exit status: 0 only when every step passed.
 *
 *   node scripts/test-all.mjs            every step
 *   node scripts/test-all.mjs fast e2e   only the named steps (their lanes' order kept)
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site-env.mjs';

/** Caches that make a second local run cheaper (a fresh clone has none: CI pays the full cost). */
const CACHE = join(ROOT, 'node_modules/.cache/portal');

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const vitest = (...projects) => [bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p])]];

/** Each step: its name in the table, the command, and whether it counts tests (vitest's summary). */
const LANES = [
  [
    { name: 'typecheck', command: [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', join(CACHE, 'tsconfig.tsbuildinfo')]] },
    { name: 'lint', command: [bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-location', join(CACHE, 'eslint/')]] },
    { name: 'check:openapi', command: ['npm', ['run', '--silent', 'check:openapi']] },
    { name: 'fast', command: vitest('unit', 'dom', 'types'), counts: true },
    { name: 'server', command: vitest('server'), counts: true, after: 'site build' },
    { name: 'browser', command: vitest('storybook'), counts: true },
  ],
  [
    { name: 'site build', command: [process.execPath, ['-e', `import(${JSON.stringify(pathToFileURL(join(ROOT, 'scripts/site-build.mjs')).href)}).then((m) => m.buildSiteIfStale())`]] },
    { name: 'package', command: vitest('package'), counts: true },
    { name: 'e2e', command: vitest('e2e'), counts: true },
    // The designers' static Storybook (every story and docs page) builds: what `npm run
    // build-storybook` publishes, into the run's artifacts.
    // Its list of a few hundred assets is shown only when the build fails.
    { name: 'storybook build', command: [bin('storybook'), ['build', '--disable-telemetry', '--quiet', '-o', join(ROOT, 'tests/.artifacts/storybook-static')]], quiet: true },
  ],
];

const only = new Set(process.argv.slice(2));
const known = new Set(LANES.flat().map((s) => s.name));
for (const name of only) {
  if (!known.has(name)) {
    console.error(`Unknown step "${name}"; the steps: ${[...known].join(', ')}`);
    process.exit(2);
  }
}

// eslint-disable-next-line no-control-regex -- the escape that starts a colour code
const ANSI = /\x1b\[[0-9;]*m/g;
/** vitest's summary line: "Tests  2176 passed (2176)" or "Tests  1 failed | 2175 passed (2176)". */
function countTests(output) {
  const line = output.replace(ANSI, '').split('\n').reverse().find((l) => /^\s*Tests\s+\d/.test(l));
  if (!line) return undefined;
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('todo') };
}

/**
 * The lines of vitest's output that name a failed test or file ("FAIL  server tests/x.test.ts > ..."
 * and "× test name"): repeated after the table, so the end of a long CI log says what failed.
 */
function failedTests(output) {
  const lines = output.replace(ANSI, '').split('\n').map((l) => l.trim());
  const named = [];
  lines.forEach((l, i) => {
    if (!/^(FAIL|×)\s/.test(l)) return;
    // A FAIL heading is followed by its error's first line: worth a line of its own.
    const error = l.startsWith('FAIL') ? lines.slice(i + 1, i + 4).find((n) => /\w*Error\b|expected/i.test(n)) : undefined;
    named.push(error ? `${l}\n    ${error.slice(0, 200)}` : l);
  });
  return [...new Set(named)];
}

/** Runs one step, its output prefixed with its name line by line (a quiet step's only when it fails); resolves with its result. */
function runStep(step) {
  const [command, args] = step.command;
  const started = performance.now();
  return new Promise((resolve) => {
    // node_modules/.bin first, as npm does for its scripts: the tools' `node` is the pinned one even
    // when this file is run as `node scripts/test-all.mjs` from a shell on another Node.
    const path = `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`;
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, PATH: path, FORCE_COLOR: '0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const prefix = `[${step.name}] `;
    const relay = (stream) => {
      let partial = '';
      return (chunk) => {
        const text = partial + chunk.toString();
        output += chunk.toString();
        const lines = text.split('\n');
        partial = lines.pop() ?? '';
        if (lines.length > 0 && !step.quiet) stream.write(lines.map((l) => prefix + l).join('\n') + '\n');
      };
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.once('close', (code, signal) => {
      if (step.quiet && code !== 0) process.stdout.write(output.split('\n').map((l) => prefix + l).join('\n') + '\n');
      resolve({ name: step.name, ok: code === 0, code: code ?? signal, seconds: (performance.now() - started) / 1000, tests: step.counts ? countTests(output) : undefined, failures: code === 0 ? [] : failedTests(output) });
    });
  });
}

/** Each step's end, for the steps that wait on a step of the other lane. */
const finished = new Map(LANES.flat().map((s) => {
  let done;
  const promise = new Promise((resolve) => (done = resolve));
  return [s.name, { promise, done }];
}));

async function runLane(steps, results) {
  for (const step of steps) {
    if (only.size > 0 && !only.has(step.name)) continue;
    if (step.after && (only.size === 0 || only.has(step.after)) && !(await finished.get(step.after).promise)) {
      results.push({ name: step.name, ok: false, code: `skipped: ${step.after} failed`, seconds: 0 });
      finished.get(step.name).done(false);
      continue;
    }
    console.info(`[${step.name}] started`);
    const result = await runStep(step);
    results.push(result);
    finished.get(step.name).done(result.ok);
    console.info(`[${step.name}] ${result.ok ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(0)} s`);
    if (!result.ok) {
      const skipped = steps.slice(steps.indexOf(step) + 1).filter((s) => only.size === 0 || only.has(s.name));
      for (const s of skipped) {
        results.push({ name: s.name, ok: false, code: 'skipped', seconds: 0 });
        finished.get(s.name).done(false);
      }
      return;
    }
  }
}

mkdirSync(CACHE, { recursive: true });
const started = performance.now();
const results = [];
await Promise.all(LANES.map((steps) => runLane(steps, results)));
const wall = (performance.now() - started) / 1000;

const order = LANES.flat().map((s) => s.name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const rows = results.map((r) => [
  r.name,
  String(r.code).startsWith('skipped') ? (r.code === 'skipped' ? 'skipped (an earlier step of its lane failed)' : r.code) : r.ok ? 'passed' : `FAILED (exit ${r.code})`,
  String(r.code).startsWith('skipped') ? '' : `${r.seconds.toFixed(0)} s`,
  r.tests ? `${r.tests.passed} passed${r.tests.failed ? `, ${r.tests.failed} failed` : ''}${r.tests.skipped ? `, ${r.tests.skipped} skipped` : ''}` : '',
]);
const widths = [0, 1, 2, 3].map((i) => Math.max(...[['step', 'result', 'wall', 'tests'], ...rows].map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.info('');
console.info(line(['step', 'result', 'wall', 'tests']));
console.info(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.info(line(row));
console.info(`\nWall time ${wall.toFixed(0)} s (${(wall / 60).toFixed(1)} min), two lanes side by side.`);
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `[${r.name}] ${f}`));
if (failures.length > 0) console.info(`\nWhat failed:\n${failures.slice(0, 40).join('\n')}${failures.length > 40 ? `\n... and ${failures.length - 40} more` : ''}`);
const passed = results.reduce((n, r) => n + (r.tests?.passed ?? 0), 0);
const failed = results.reduce((n, r) => n + (r.tests?.failed ?? 0), 0) + results.filter((r) => !r.ok).length;
// The plain closing line a CI reads: tests passed, and failures (failed tests plus failed or skipped steps).
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
