#!/usr/bin/env node
/**
 * SSR throughput of the production site (`npm run bench:site`): the server from scripts/start.mjs
 * with the mock API embedded in the same process, autocannon from this process on 127.0.0.1.
 * Pages: a 40-card listing as a first-time guest with a browser user agent (streamed, gzip), and
 * the minimal React page of the same server (bench/minimal-site.mjs adds it) as the stack's ceiling. Then the same
 * listing from a second server with the guest page micro-cache on (SITE_MICRO_CACHE_MS, see
 * ui/site/server/micro-cache.ts): both figures are printed, the rendered one first.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_MICRO_CACHE_MS (default 3000)
 */
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { USER_AGENT, cpuMs, startSite, stopSite } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_PAGES_PER_S = 300;
const MICRO_CACHE_MS = process.env.BENCH_MICRO_CACHE_MS ?? '3000';
const HEADERS = { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip', accept: 'text/html' };

/**
 * CPU time the server process has used so far, in ms (Linux /proc; null elsewhere). Pages/s on
 * this shared 2-core VM moves with whatever else runs; CPU per page is the steadier figure.
 */
function serverCpuMs(pid) {
  try {
    return cpuMs(pid);
  } catch {
    return null;
  }
}

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS }, (err, result) => (err ? reject(err) : resolve(result)));
  });

/** One autocannon run against a running site, with the server's CPU time over the run. */
async function measure(site, name, url) {
  const cpuBefore = serverCpuMs(site.pid);
  const r = await run(url);
  const cpuAfter = serverCpuMs(site.pid);
  const ok = r['2xx'];
  const cpuPerPage = cpuBefore === null || cpuAfter === null || ok === 0 ? null : (cpuAfter - cpuBefore) / ok;
  return { name, pagesPerS: ok / (r.duration || SECONDS), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuPerPage };
}

const warmUp = (url) => new Promise((r) => autocannon({ url, connections: 2, amount: 200, headers: HEADERS }, r));

async function withSite(extraEnv, body) {
  const site = await startSite({ SITE_MICRO_CACHE_MS: '0', ...extraEnv }, [], 'bench/minimal-site.mjs');
  try {
    return await body(site);
  } finally {
    await stopSite(site);
  }
}

const rows = [];
let cards = 0;
await withSite({}, async (site) => {
  // The listing path and its card count, checked once, so the figure is for what it claims.
  const listing = `${site.url}/escort`;
  const html = await (await fetch(listing, { headers: { 'user-agent': HEADERS['user-agent'] } })).text();
  cards = (html.match(/<article\b/g) ?? []).length;
  // Warm-up: JIT, module caches, the mock's indexes.
  await warmUp(listing);
  rows.push(await measure(site, 'listing /escort (rendered each time)', listing));
  rows.push(await measure(site, 'minimal React page', `${site.url}/__bench/minimal`));
});
await withSite({ SITE_MICRO_CACHE_MS: MICRO_CACHE_MS }, async (site) => {
  const listing = `${site.url}/escort`;
  await warmUp(listing);
  const probe = await fetch(listing, { headers: HEADERS });
  await probe.arrayBuffer();
  if (probe.headers.get('x-micro-cache') !== 'hit') throw new Error(`micro-cache not serving the listing (x-micro-cache: ${probe.headers.get('x-micro-cache')})`);
  rows.push(await measure(site, `listing /escort (micro-cache ${MICRO_CACHE_MS} ms)`, listing));
});

console.info(`\nSSR throughput — ${new Date().toISOString()} — ${cpus().length}× ${cpus()[0]?.model ?? '?'} — Node ${process.version}`);
console.info(`autocannon ${CONNECTIONS} connections × ${SECONDS} s, 127.0.0.1, gzip, browser UA (streamed), guest; listing has ${cards} cards`);
for (const row of rows) {
  const target = row.name.startsWith('listing') ? ` (target ≥ ${TARGET_PAGES_PER_S}: ${row.pagesPerS >= TARGET_PAGES_PER_S ? 'met' : 'NOT met'})` : ' (baseline)';
  const cpu = row.cpuPerPage === null ? '' : `  server CPU ${row.cpuPerPage.toFixed(2)} ms/page`;
  console.info(`${row.name.padEnd(40)} ${row.pagesPerS.toFixed(0).padStart(6)} pages/s${target}  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${cpu}`);
}
