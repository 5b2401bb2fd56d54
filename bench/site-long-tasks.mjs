#!/usr/bin/env node
/**
 * Long tasks after the first paint, in a real browser (`npm run bench:site`): Debian's Chromium at
 * 4× CPU slowdown (DevTools' throttling, as Lighthouse's mobile preset assumes), a phone viewport,
 * a returning visitor (18+ cookie). Each load is watched for BENCH_LONG_TASK_WAIT ms (default 7000)
 * by a `longtask` PerformanceObserver registered before the page's own scripts; the tasks that
 * start after the first contentful paint are summed as total blocking time (the part of each over
 * 50 ms). Lighthouse simulates its TBT from one trace; this measures it, BENCH_LOADS times
 * (default 5) per page, and prints the median with the range beside the 200 ms target.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { AGE_COOKIE, CHROMIUM, CHROMIUM_ARGS, ROOT, USER_AGENT, median, startSite, stopSite } from './support.mjs';

const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 5));
const WAIT_MS = Number(process.env.BENCH_LONG_TASK_WAIT ?? 7000);
const CPU_SLOWDOWN = 4;
const { tbtMs: TARGET_MS } = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')).lighthouse;

/** One load: the long tasks after the first contentful paint. */
async function load(browser, url) {
  const context = await browser.newContext({ userAgent: USER_AGENT, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    await context.addCookies([{ ...AGE_COOKIE, url }]);
    await context.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__benchLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = window.__benchLongTasks.filter(([start]) => start >= fcp);
      return {
        fcp,
        tbt: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...after.map(([, duration]) => duration)),
      };
    });
  } finally {
    await context.close();
  }
}

const site = await startSite({ SITE_MICRO_CACHE_MS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const rows = [];
try {
  const list = await (await fetch(`${site.url}/api/profile?per_page=1`, { headers: { accept: 'application/json' } })).json();
  const pages = { home: '/', listing: '/escort', profile: `/escort/${list.data[0].slug}` };
  for (const [name, path] of Object.entries(pages)) {
    // One untimed load: the server's and the browser's caches warm, as for a returning visitor.
    await load(browser, site.url + path);
    const runs = [];
    for (let i = 0; i < LOADS; i++) runs.push(await load(browser, site.url + path));
    rows.push({ name, runs });
  }
} finally {
  await browser.close();
  await stopSite(site);
}

console.info(`\nLong tasks after the first paint — ${new Date().toISOString()} — ${cpus().length}× ${cpus()[0]?.model ?? '?'} — Chromium ${browser.version()}, ${CPU_SLOWDOWN}× CPU slowdown, 412×823`);
console.info(`each page: ${LOADS} loads watched ${WAIT_MS} ms; TBT = sum over long tasks after the FCP of (duration − 50 ms); median [range]`);
for (const { name, runs } of rows) {
  const tbts = runs.map((r) => r.tbt);
  const m = median(tbts);
  console.info(`${name.padEnd(8)} TBT ${m.toFixed(0)} ms [${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}] (target ≤ ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : 'NOT met'})` +
    `  longest task ${median(runs.map((r) => r.longest)).toFixed(0)} ms  FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms`);
}
