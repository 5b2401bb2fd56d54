#!/usr/bin/env node
/**
 * First-load JavaScript of site pages, measured in Debian's Chromium on the production build as
 * tests/e2e/budget.test.ts measures it (scripts/first-load.mjs): every script a returning guest's
 * phone (18+ confirmed, nothing cached) requests before the page is interactive
 * (`html[data-hydrated]`), and apart the idle modules the page asks for after that. kB gzip
 * (level 9) of the served bytes. Starts the site itself (building it first if its sources changed).
 *   node scripts/site-size.mjs [route-id ...]   (default: home escort-list escort-profile)
 *   VERBOSE=1 node scripts/site-size.mjs ...    (each script too)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { AGE_COOKIE, CHROMIUM, CHROMIUM_ARGS, ROOT, startSite, stopSite } from '../bench/support.mjs';
import { kb, measureFirstLoad, pagePaths, returningGuest } from './first-load.mjs';

const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
const PHONE = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  viewport: { width: 390, height: 844 },
};

const site = await startSite();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const paths = await pagePaths(site.url);
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(paths);
  console.info('page                     before interactive (gzip, files)   idle modules (gzip, files, requested at)   hydrated at');
  for (const page of pages) {
    if (!paths[page]) throw new Error(`no address known for ${page} (scripts/first-load.mjs pagePaths)`);
    const load = await measureFirstLoad(browser, site.url, paths[page], returningGuest(site.url, AGE_COOKIE, PHONE));
    const asked = load.idle.scripts.map((s) => s.requestedAtMs).filter((at) => at !== null);
    console.info(
      `${page.padEnd(24)} ${kb(load.gzip).toFixed(1).padStart(6)} kB ${String(load.scripts.length).padStart(3)} files`.padEnd(60) +
        `${kb(load.idle.gzip).toFixed(1).padStart(6)} kB ${String(load.idle.scripts.length).padStart(3)} files, ${asked.length ? `${Math.min(...asked)} ms` : 'never'}`.padEnd(43) +
        `${load.hydratedAtMs} ms${load.idle.early.length ? `  (${load.idle.early.length} idle modules requested before the mark)` : ''}`,
    );
    if (process.env.VERBOSE) {
      for (const s of load.scripts) console.info(`    ${kb(s.gzip).toFixed(1).padStart(6)}  ${new URL(s.url).pathname}`);
      for (const s of load.idle.scripts) console.info(`    ${kb(s.gzip).toFixed(1).padStart(6)}  ${new URL(s.url).pathname} (idle, at ${s.requestedAtMs ?? 'never'} ms)`);
    }
  }
  console.info(
    `budgets (bench/budgets.json, gzip): ${Object.entries(budgets.firstLoadJsGzipKb).map(([p, n]) => `${p} ≤ ${n} kB`).join(', ')}` +
      ` — goal ${budgets.firstLoadJsGoalKb} kB each; idle modules ≤ ${budgets.idleModulesGzipKb} kB`,
  );
} finally {
  await browser.close();
  await stopSite(site);
}
