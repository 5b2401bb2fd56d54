#!/usr/bin/env node
/**
 * Memory under sustained load (`npm run bench:soak`, not part of `npm test` nor of
 * `npm run bench:site`: it runs for minutes). `npm run serve` (build/site/server/serve.js, built
 * first when stale) with WEB_CONCURRENCY=1 under the deployment's memory limit
 * (SITE_MEMORY_LIMIT_MB, 512 as deploy/deployment.yaml's limit, since this machine's cgroup states
 * none), the mock API in another process, and 16 connections of mixed traffic: listing pages (every
 * listing the home page links to, in the nine locales, some on page 2), real profiles, made-up
 * profile slugs, listings with junk filter parameters, missing assets, unknown paths and API reads
 * through the site's proxy; every request differs, as a crawler's would. The serving worker's RSS
 * (/proc/<pid>/status VmRSS) is sampled every few seconds and printed as a curve.
 * Checks: RSS <= SOAK_RSS_LIMIT_MB (256, the pod's memory request) at every sample, and flat over
 * the second half (its last sample at most SOAK_FLAT_MB above the first of that half).
 *   SOAK_SECONDS (default 600), SOAK_CONNECTIONS (16), SOAK_SAMPLE_SECONDS (10),
 *   SOAK_MEMORY_LIMIT_MB (512; 0 = no heap cap, the behaviour before the workers' heap was sized from the container),
 *   SOAK_RSS_LIMIT_MB (256), SOAK_FLAT_MB (16)
 * Exit 1 when a check fails.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import autocannon from 'autocannon';
import { buildSiteIfStale } from '../scripts/site-build.mjs';
import { GUEST_HEADERS, startMockApi, startServe, stopSite } from './support.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const MEMORY_LIMIT_MB = process.env.SOAK_MEMORY_LIMIT_MB ?? '512';
const RSS_LIMIT_MB = Number(process.env.SOAK_RSS_LIMIT_MB ?? 256);
const FLAT_MB = Number(process.env.SOAK_FLAT_MB ?? 16);
const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'cz', 'ru', 'pt', 'el'];
/** The whole bench stops after this, whatever happens (the machine is shared). */
const HARD_LIMIT_MS = (SECONDS + 180) * 1000;
setTimeout(() => {
  console.error(`site-soak: still running after ${HARD_LIMIT_MS / 1000} s; stopping`);
  process.exit(1);
}, HARD_LIMIT_MS).unref();

buildSiteIfStale();

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** The mix: a function per kind of request, each returning a path that differs from the last. */
function trafficMix(listings, slugs) {
  let n = 0;
  const pick = (list) => list[n % list.length];
  const locale = () => LOCALES[n % LOCALES.length];
  const prefixed = (path) => (locale() === 'en' ? path : `/${locale()}${path === '/' ? '' : path}`);
  const kinds = [
    () => prefixed(pick(listings)),
    () => prefixed(`${pick(listings)}?page=2`),
    () => prefixed(`/escort/${pick(slugs)}`),
    () => `/escort/made-up-${n.toString(36)}-model`,
    () => `${pick(listings)}?age_from=${n % 90}&age_to=abc&sort=${n.toString(36)}&junk[${n}]=%ZZ&city=${'x'.repeat(n % 200)}`,
    () => `/assets/missing-${n.toString(36)}.js`,
    () => `/no/such/page-${n.toString(36)}`,
    () => `/api/profile?page=${(n % 5) + 1}&limit=20`,
    () => (n % 2 ? '/api/currency' : `/api/filter-data?category=escort&n=${n}`),
  ];
  return () => {
    n += 1;
    return kinds[n % kinds.length]();
  };
}

const mock = await startMockApi();
const site = await startServe(mock.url, { memoryLimitMb: MEMORY_LIMIT_MB });
const samples = [];
let totals = { requests: 0, errors: 0, byStatus: {} };
/** Each response's time (ms), from autocannon's response events (its own histogram is not per request here). */
const latencies = [];
try {
  const home = await (await fetch(`${site.url}/`, { headers: { ...GUEST_HEADERS, 'accept-encoding': 'identity' } })).text();
  const listings = [...new Set([...home.matchAll(/href="(\/[a-z-]+)"/g)].map((m) => m[1]))].filter((p) => !/^\/(login|register|api|media|account)/.test(p));
  const listing = await (await fetch(`${site.url}/escort`, { headers: { ...GUEST_HEADERS, 'accept-encoding': 'identity' } })).text();
  const slugs = [...new Set([...listing.matchAll(/href="\/escort\/([^"?/]+)"/g)].map((m) => m[1]))];
  if (listings.length === 0 || slugs.length === 0) throw new Error('no listing links on the home page or no profiles on /escort');
  const next = trafficMix(listings, slugs);

  const started = Date.now();
  samples.push({ s: 0, rss: rssMb(site.workerPid), requests: 0 });
  const sampler = setInterval(() => {
    samples.push({ s: Math.round((Date.now() - started) / 1000), rss: rssMb(site.workerPid), requests: totals.requests });
    const last = samples.at(-1);
    console.info(`${String(last.s).padStart(5)} s  ${last.rss.toFixed(0).padStart(4)} MB  ${last.requests} requests`);
  }, SAMPLE_SECONDS * 1000);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({
      url: site.url, connections: CONNECTIONS, duration: SECONDS, headers: GUEST_HEADERS,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
    }, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on('response', (_client, status, _bytes, ms) => {
      totals.requests += 1;
      latencies.push(ms);
      totals.byStatus[status] = (totals.byStatus[status] ?? 0) + 1;
    });
    instance.on('reqError', () => {
      totals.errors += 1;
    });
  });
  clearInterval(sampler);
  samples.push({ s: Math.round((Date.now() - started) / 1000), rss: rssMb(site.workerPid), requests: totals.requests });
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  totals = { ...totals, perSecond: totals.requests / (result.duration || SECONDS), p50: at(0.5), p99: at(0.99) };
} finally {
  await stopSite(site);
  await stopSite(mock);
}

const half = samples.filter((s) => s.s >= SECONDS / 2);
const peak = Math.max(...samples.map((s) => s.rss));
const drift = half.at(-1).rss - half[0].rss;
console.info(`\nMemory under sustained load — ${new Date().toISOString()} — ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}) — Node ${process.version}`);
console.info(`npm run serve, WEB_CONCURRENCY=1, SITE_MEMORY_LIMIT_MB=${MEMORY_LIMIT_MB} (worker heap: ${site.heap.join(' ') || 'no cap'}), mock API in another process, autocannon ${CONNECTIONS} connections × ${SECONDS} s of mixed traffic`);
console.info(`requests ${totals.requests} (${Object.entries(totals.byStatus).map(([k, v]) => `${k}: ${v}`).join(', ')}), errors ${totals.errors}, ${totals.perSecond.toFixed(1)}/s, p50 ${totals.p50} ms, p99 ${totals.p99} ms`);
console.info(`worker RSS curve (MB, every ${SAMPLE_SECONDS} s): ${samples.map((s) => s.rss.toFixed(0)).join(' ')}`);
const peakOk = peak <= RSS_LIMIT_MB;
const flatOk = drift <= FLAT_MB;
console.info(`peak RSS ${peak.toFixed(0)} MB (target ≤ ${RSS_LIMIT_MB}: ${peakOk ? 'met' : 'NOT met'})`);
console.info(`second half ${half[0].rss.toFixed(0)} -> ${half.at(-1).rss.toFixed(0)} MB, ${drift >= 0 ? '+' : ''}${drift.toFixed(0)} MB (flat: within ${FLAT_MB} MB: ${flatOk ? 'met' : 'NOT met'})`);
if (!peakOk || !flatOk || totals.errors > 0) process.exit(1);
