#!/usr/bin/env node
/**
 * Server CPU per rendered page (part of `npm run bench:site`): the production
 * server as deployed (`npm run serve`, build/site/server/serve.js: node alone, one worker, the heap
 * sized from deploy/'s 512 MB limit), the mock API in a second process (as in production, the API
 * is another host: its work is not the site's), micro-cache off, a browser's Accept-Encoding
 * (brotli) and user agent, an 18+-confirmed guest. For each page the serving worker's CPU time
 * (utime + stime from /proc, steadier than wall time on this shared machine) is read before and
 * after N requests, in rounds where the pages take turns; the figure is the median round. The login
 * page (the shell and a form, no API call) is measured beside them: the floor every page pays.
 * (`npm start` is not measured: its tsx hooks, which load the mock and the config, stay in the
 * process and every dynamic import of a page then crosses a thread.)
 * Also the listing's HTML size and the size of its hydration data (the page's inline scripts).
 *   BENCH_REQUESTS (per page and round, default 300), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS (default 4),
 *   BENCH_MEMORY_LIMIT_MB (default 512; 0: no heap cap), BENCH_NODE_ARGS (e.g. heap flags to compare:
 *   a process given --max-old-space-size serves itself, with those),
 *   BENCH_CPU_PROF=DIR: run the site under `node --cpu-prof` and print its top self-time functions.
 */
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSiteIfStale } from '../scripts/site-build.mjs';
import { GUEST_HEADERS, ROOT, cpuPerPage, loadAsGuest, median, startMockApi, startServe, stopSite } from './support.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const MEMORY_LIMIT_MB = process.env.BENCH_MEMORY_LIMIT_MB ?? '512';
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
/** The targets: CPU ms per rendered page; the listing's size in kB (bench/budgets.json, enforced by tests/e2e/budget.test.ts). */
const TARGETS = { listing: 7, listingDe: 7, profile: 5, home: 3.5, listingHtmlKb: JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')).htmlKb['/escort'] };

/**
 * Each page's CPU in ROUNDS rounds, the pages taking turns within a round: on this shared VM one
 * pass can be a third off (a neighbour's job), so the figure is the median of the rounds, with
 * their range beside it.
 */
async function cpuPerPageRounds(site, urls) {
  const samples = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, url] of urls.entries()) {
      // The first time a page is asked for, a warm-up first.
      if (round === 0) await loadAsGuest(url, Math.min(200, REQUESTS), 2);
      samples[i].push(await cpuPerPage(site.workerPid, url, REQUESTS, CONNECTIONS));
    }
  }
  return samples.map((values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) }));
}

/** The largest self times of a .cpuprofile (Chrome DevTools format), as "share% function (file)". */
function topSelfTimes(file, count = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const { callFrame } = byId.get(profile.samples[i]);
    const where = callFrame.url ? callFrame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/build\/site\//, 'build/') : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}${where ? `:${callFrame.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
}

const mock = await startMockApi();
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
buildSiteIfStale();
const site = await startServe(mock.url, {
  memoryLimitMb: MEMORY_LIMIT_MB,
  nodeArgs: [...NODE_ARGS, ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])],
});
const figures = {};
try {
  const listingUrl = `${site.url}/escort`;
  const html = await (await fetch(listingUrl, { headers: { ...GUEST_HEADERS, 'accept-encoding': 'identity' } })).text();
  const cards = (html.match(/<article\b/g) ?? []).length;
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  figures.listingHtmlKb = Buffer.byteLength(html) / 1000;
  figures.hydrationKb = inlineScripts.reduce((sum, s) => sum + Buffer.byteLength(s), 0) / 1000;
  const slug = /href="\/escort\/([^"?/]+)"/.exec(html)?.[1];
  if (!slug || cards === 0) throw new Error('the listing has no profile cards');
  [figures.listing, figures.listingDe, figures.profile, figures.home, figures.shell] = await cpuPerPageRounds(site, [
    listingUrl, `${site.url}/de/escort`, `${site.url}/escort/${slug}`, `${site.url}/`, `${site.url}/login`,
  ]);
  figures.cards = cards;
  figures.slug = slug;
} finally {
  await stopSite(site);
  await stopSite(mock);
}

const verdict = (value, target) => `(target ≤ ${target}: ${value <= target ? 'met' : 'NOT met'})`;
console.info(`\nServer CPU per rendered page — ${new Date().toISOString()} — ${cpus().length}× ${cpus()[0]?.model ?? '?'} — Node ${process.version}`);
console.info(`npm run serve, one worker (SITE_MEMORY_LIMIT_MB=${MEMORY_LIMIT_MB}: ${site.heap.join(' ') || 'no heap cap'}), its CPU only (mock API in another process), micro-cache off, brotli, 18+-confirmed guest; median of ${ROUNDS} rounds of ${REQUESTS} requests × ${CONNECTIONS} connections per page, the pages taking turns, after a warm-up`);
const rows = [
  ['listing /escort', figures.listing, TARGETS.listing],
  ['listing /de/escort', figures.listingDe, TARGETS.listingDe],
  [`profile /escort/${figures.slug}`, figures.profile, TARGETS.profile],
  ['home /', figures.home, TARGETS.home],
  // The floor under every page: the login page is the shell (header, footer) and a form, with no API call.
  ['shell floor /login (no API call)', figures.shell, null],
];
for (const [name, { median, min, max }, target] of rows) {
  console.info(`${name.padEnd(36)} ${median.toFixed(2).padStart(6)} ms CPU/page (rounds ${min.toFixed(1)}–${max.toFixed(1)})${target === null ? '' : ` ${verdict(median, target)}`}`);
}
console.info(`${'listing HTML'.padEnd(36)} ${figures.listingHtmlKb.toFixed(1).padStart(6)} kB (${figures.cards} cards) ${verdict(figures.listingHtmlKb, TARGETS.listingHtmlKb)}`);
console.info(`${'listing hydration data'.padEnd(36)} ${figures.hydrationKb.toFixed(1).padStart(6)} kB (inline scripts)`);
if (PROFILE_DIR) {
  // The profile is written when the site exits.
  // The primary and the worker each write one: the worker's, which served, is the largest.
  const file = readdirSync(PROFILE_DIR)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(PROFILE_DIR, f))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (file) console.info(`\nTop self time of the site process (${file}):\n${topSelfTimes(file).join('\n')}`);
}
