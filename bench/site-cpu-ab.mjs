#!/usr/bin/env node
/**
 * Server CPU per page of two or more site builds, compared side by side (issue 27). On this shared
 * VM one pass of bench/site-cpu.mjs can be a third off, which hides a change of a few per cent; here
 * the builds serve at the same time (one worker each, the deployment's heap flags, one mock API in
 * its own process) and take turns: every round sends a burst of requests to each build, page by
 * page, and the figure is the median over the rounds of each build's CPU per page divided by the
 * first build's in the same round.
 *
 *   node bench/site-cpu-ab.mjs <checkout> <checkout> [...]
 *
 * A checkout is a directory holding a site build (`build/site`, from `npm run build:site` there):
 * this repository, or a git worktree of another revision (`git worktree add ../before <rev>`, its
 * node_modules linked or installed, then `npm run build:site` in it). `name=<checkout>` names it in
 * the output; `name=<checkout>#<node flags>` serves it with those flags instead of the deployment's
 * heap (to compare heap settings on one build).
 *   BENCH_ROUNDS (default 7), BENCH_REQUESTS (per page, build and round; default 250),
 *   BENCH_PAGES (comma-separated paths; default /escort, the first profile of the listing, and /)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { AGE_COOKIE, USER_AGENT, median, startMockApi, startServe, stopSite } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 250);
const HEADERS = {
  'user-agent': USER_AGENT,
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html',
  cookie: `${AGE_COOKIE.name}=${AGE_COOKIE.value}`,
};

const builds = process.argv.slice(2).map((arg, i) => {
  const [named, flags = ''] = arg.split('#');
  const [name, dir] = named.includes('=') ? named.split('=') : [`build${i + 1}`, named];
  return { name, root: resolve(dir), nodeArgs: flags.split(/\s+/).filter(Boolean) };
});
if (builds.length < 2) {
  console.error('usage: node bench/site-cpu-ab.mjs <checkout> <checkout> [...] (see the comment at the top)');
  process.exit(2);
}

/** CPU time (ms) a process has used so far: utime + stime, in clock ticks of 1/100 s on Linux. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const load = (url, amount, connections = 4) =>
  new Promise((res, rej) => {
    autocannon({ url, connections, amount, headers: HEADERS }, (err, result) => (err ? rej(err) : res(result)));
  });

const mock = await startMockApi();
const servers = [];
try {
  for (const build of builds) {
    // Flags of its own replace the heap sized from the limit (a process given a heap serves itself).
    servers.push(await startServe(mock.url, { root: build.root, nodeArgs: build.nodeArgs, memoryLimitMb: build.nodeArgs.length ? '0' : '512' }));
  }
  const listing = await (await fetch(`${mock.url}/api/profile?per_page=1`, { headers: { accept: 'application/json' } })).json();
  const pages = (process.env.BENCH_PAGES ?? `/escort,/escort/${listing.data[0].slug},/`).split(',');
  const cpu = builds.map(() => pages.map(() => []));
  for (const page of pages) for (const site of servers) await load(site.url + page, 300, 2);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [p, page] of pages.entries()) {
      // The order turns each round, so no build always follows the same one.
      for (let k = 0; k < servers.length; k++) {
        const b = (k + round) % servers.length;
        const before = cpuMs(servers[b].workerPid);
        const r = await load(servers[b].url + page, REQUESTS);
        if (r['2xx'] === 0 || r.non2xx + r.errors > 0) throw new Error(`${builds[b].name} ${page}: ${r['2xx']} ok, ${r.non2xx} non-2xx, ${r.errors} errors`);
        cpu[b][p].push((cpuMs(servers[b].workerPid) - before) / r['2xx']);
      }
    }
  }
  console.info(`\nServer CPU per page, builds side by side — ${new Date().toISOString()} — Node ${process.version}`);
  console.info(`${ROUNDS} rounds of ${REQUESTS} requests × 4 connections per page and build, the builds taking turns; median ms, and the median of the per-round ratios to ${builds[0].name}`);
  for (const [b, build] of builds.entries()) {
    const cells = pages.map((page, p) => {
      const ms = median(cpu[b][p]).toFixed(2);
      return b === 0 ? `${page} ${ms} ms` : `${page} ${ms} ms (${median(cpu[b][p].map((x, i) => x / cpu[0][p][i])).toFixed(3)})`;
    });
    console.info(`${build.name.padEnd(12)} ${cells.join('  ')}`);
  }
} finally {
  for (const site of servers) await stopSite(site);
  await stopSite(mock);
}
