#!/usr/bin/env node
/**
 * Server CPU per page of two or more site builds, compared side by side. On this shared
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
import { resolve } from 'node:path';
import { cpuPerPage, loadAsGuest, median, startMockApi, startServe, stopSite } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 250);
const builds = process.argv.slice(2).map((arg, i) => {
  const [named, flags = ''] = arg.split('#');
  const [name, dir] = named.includes('=') ? named.split('=') : [`build${i + 1}`, named];
  return { name, root: resolve(dir), nodeArgs: flags.split(/\s+/).filter(Boolean) };
});
if (builds.length < 2) {
  console.error('usage: node bench/site-cpu-ab.mjs <checkout> <checkout> [...] (see the comment at the top)');
  process.exit(2);
}

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
  for (const page of pages) for (const site of servers) await loadAsGuest(site.url + page, 300, 2);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [p, page] of pages.entries()) {
      // The order turns each round, so no build always follows the same one.
      for (let k = 0; k < servers.length; k++) {
        const b = (k + round) % servers.length;
        cpu[b][p].push(await cpuPerPage(servers[b].workerPid, servers[b].url + page, REQUESTS, 4));
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
