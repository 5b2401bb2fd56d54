#!/usr/bin/env node
/**
 * Worker scaling of `npm run serve` (part of `npm run bench:site`): uncached listing pages per second
 * with WEB_CONCURRENCY=1 and then 2, against the same API, so the two figures differ only in the
 * number of workers. Target: 2 workers serve at least 1.4× the pages of one on a 2-core machine.
 *
 * The API: the mock backend in this process behind a replay cache (each distinct API request is
 * answered by the mock once, then from memory), so the API costs next to nothing and the server's
 * own work is what is measured. The site: build/site/server/serve.js (built first when stale),
 * 127.0.0.1 only, micro-cache off, logs at info level as in production, stopped by its pid.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 16)
 */
import { createServer } from 'node:http';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { buildSiteIfStale } from '../scripts/site-build.mjs';
import { AGE_COOKIE, ROOT, USER_AGENT, startServe, stopSite } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_RATIO = 1.4;
const LISTING = '/escort';
const HEADERS = { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip', accept: 'text/html', cookie: `${AGE_COOKIE.name}=${AGE_COOKIE.value}` };
/** The whole bench stops after this, whatever happens (the machine is shared). */
const HARD_LIMIT_MS = (SECONDS * 2 + 120) * 1000;
setTimeout(() => {
  console.error(`site-workers: still running after ${HARD_LIMIT_MS / 1000} s; stopping`);
  process.exit(1);
}, HARD_LIMIT_MS).unref();

buildSiteIfStale();

/** The mock API, each answer kept after its first request. */
async function startReplayApi() {
  const { startMockHttpServer } = await tsImport(join(ROOT, 'mocks/http/server.ts'), import.meta.url);
  const mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  const answers = new Map();
  const server = createServer(async (req, res) => {
    const key = `${req.method} ${req.url} ${req.headers['content-language'] ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      const upstream = await fetch(mock.url + req.url, { method: req.method, headers: { 'content-language': req.headers['content-language'] ?? 'en' } });
      answer = { status: upstream.status, type: upstream.headers.get('content-type') ?? 'application/json', body: Buffer.from(await upstream.arrayBuffer()) };
      if (req.method === 'GET') answers.set(key, answer);
    }
    res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length }).end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await mock.close();
    },
  };
}

const run = (options) => new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));

async function measure(apiUrl, workers) {
  const site = await startServe(apiUrl, { workers, memoryLimitMb: null });
  try {
    const url = site.url + LISTING;
    const probe = await fetch(url, { headers: HEADERS });
    const html = await probe.text();
    if (probe.status !== 200 || !html.includes('<article')) throw new Error(`${LISTING} answered ${probe.status} without cards`);
    // Warm-up: JIT and module caches of every worker, the replay cache.
    await run({ url, connections: CONNECTIONS, amount: 300 * workers, headers: HEADERS });
    const r = await run({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
    return { workers, pagesPerS: r['2xx'] / (r.duration || SECONDS), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  } finally {
    await stopSite(site);
  }
}

const api = await startReplayApi();
const rows = [];
try {
  for (const workers of [1, 2]) rows.push(await measure(api.url, workers));
} finally {
  await api.close();
}

console.info(`\nWorkers — ${new Date().toISOString()} — ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}) — Node ${process.version}`);
console.info(`npm run serve, uncached ${LISTING} (18+ confirmed guest, gzip, browser UA), autocannon ${CONNECTIONS} connections × ${SECONDS} s on 127.0.0.1, API replayed from memory`);
for (const row of rows) {
  console.info(`WEB_CONCURRENCY=${row.workers}  ${row.pagesPerS.toFixed(0).padStart(6)} pages/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`);
}
const ratio = rows[1].pagesPerS / rows[0].pagesPerS;
console.info(`2 workers / 1 worker: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
