#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, simulated throttling) on Debian's Chromium for home, a listing and a
 * profile of the production site, plus the LCP of a static snapshot of each page with every script
 * removed (the same HTML and CSS, no JS), and the ratio real/snapshot: how much the JavaScript
 * delays the largest paint. Part of `npm run bench:site`. Visitors are returning (18+ cookie set).
 * One Lighthouse run moves a lot on a shared VM (TBT by hundreds of ms), so each page is measured
 * LH_RUNS times (default 3) and the run with the median performance score is reported, with the
 * spread of TBT beside it (Lighthouse's own advice: the median of several runs).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { AGE_COOKIE, CHROMIUM, CHROMIUM_ARGS, ROOT, startSite, stopSite } from './support.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The targets (scores ≥ 95, CLS 0, LCP ratio ≤ 1.2) and the usual LCP/TBT limits: bench/budgets.json. */
const TARGETS = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')).lighthouse;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

/** The run with the median performance score (ties: the median TBT), as Lighthouse's computeMedianRun does. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Serves /__snapshot/<path> as the page's HTML without scripts; everything else is proxied to the site. */
function snapshotServer(site, cookie) {
  const server = createServer(async (req, res) => {
    const snap = req.url.startsWith('/__snapshot') ? req.url.slice('/__snapshot'.length) || '/' : null;
    // A request that fails upstream must still be answered, or the page never finishes loading.
    const upstream = await fetch(site + (snap ?? req.url), { headers: { cookie, 'user-agent': req.headers['user-agent'] ?? '' }, signal: AbortSignal.timeout(10_000) })
      .catch(() => null);
    if (!upstream) {
      res.writeHead(502).end();
      return;
    }
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (snap !== null) {
      body = Buffer.from(body.toString('utf8')
        .replace(/<script\b[\s\S]*?<\/script>/gi, '')
        .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, ''));
    }
    res.writeHead(upstream.status, { 'content-type': type });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Asynchronous on purpose: the snapshot server lives in this process and must keep answering.
async function lighthouse(url, cookie) {
  const { stdout: out } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/lighthouse'), [
    url, '--quiet', '--output=json', '--form-factor=mobile', '--throttling-method=simulate',
    `--chrome-flags=${FLAGS.join(' ')}`, `--extra-headers=${JSON.stringify({ cookie })}`,
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  const lhr = JSON.parse(out);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue, cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
  };
}

const site = await startSite();
const cookie = `${AGE_COOKIE.name}=${AGE_COOKIE.value}`;
const snap = await snapshotServer(site.url, cookie);
const snapUrl = `http://127.0.0.1:${snap.address().port}`;
try {
  const list = await (await fetch(`${site.url}/api/profile?per_page=1`, { headers: { accept: 'application/json' } })).json();
  const pages = { home: '/', listing: '/escort', profile: `/escort/${list.data[0].slug}` };
  console.info(`\nLighthouse 12.8.2 — ${new Date().toISOString()} — ${cpus().length}× ${cpus()[0]?.model ?? '?'} — mobile, simulated throttling`);
  console.info(`targets: perf ≥ ${TARGETS.performance}, a11y ≥ ${TARGETS.accessibility}, best-practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ratio ≤ ${TARGETS.lcpRatio}`);
  const mark = (ok) => (ok ? '' : ' ✗');
  console.info(`each page: ${RUNS} run(s), the median one shown; TBT range over the runs in brackets`);
  for (const [name, path] of Object.entries(pages)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(site.url + path, cookie));
    const real = medianRun(runs);
    const tbts = runs.map((r) => r.tbtMs);
    const still = await lighthouse(`${snapUrl}/__snapshot${path}`, cookie);
    const ratio = real.lcpMs / still.lcpMs;
    // ✗ marks a figure that misses its target.
    console.info(`${name.padEnd(8)} perf ${real.performance}${mark(real.performance >= TARGETS.performance)}  a11y ${real.accessibility}${mark(real.accessibility >= TARGETS.accessibility)}  ` +
      `bp ${real['best-practices']}${mark(real['best-practices'] >= TARGETS['best-practices'])}  seo ${real.seo}${mark(real.seo >= TARGETS.seo)}  ` +
      `LCP ${real.lcpMs.toFixed(0)} ms${mark(real.lcpMs <= TARGETS.lcpMs)}  CLS ${real.cls.toFixed(3)}${mark(real.cls <= TARGETS.cls)}  TBT ${real.tbtMs.toFixed(0)} ms${mark(real.tbtMs <= TARGETS.tbtMs)} [${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}]  ` +
      `| no-JS snapshot LCP ${still.lcpMs.toFixed(0)} ms  ratio ${ratio.toFixed(2)}${mark(ratio <= TARGETS.lcpRatio)}`);
  }
} finally {
  snap.close();
  await stopSite(site);
}
