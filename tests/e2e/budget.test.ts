import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageConfirmationCookie, serializeCookie } from '../../sdk/session';
import { kb, measureFirstLoad, pagePaths, returningGuest } from '../../scripts/first-load.mjs';
import type { FirstLoad } from '../../scripts/first-load.mjs';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT } from './support/chromium';
import { VIEWPORTS, connectBrowser, sharedSite } from './support/site-session';

const ROOT = join(import.meta.dirname, '../..');

/**
 * First-load JavaScript budgets: everything a returning guest's browser (18+ confirmed, nothing
 * cached) requests before the page marks itself interactive (`html[data-hydrated]`), on a phone and
 * on a desktop, in kB gzip of the served bytes (scripts/first-load.mjs, which scripts/site-size.mjs
 * prints too): the entry, the app, the page's chunks and lazy parts, the language catalog. The
 * modules the page declares idle (`<meta name="portal:idle-modules">`, the API client) are counted
 * apart: none may be requested before the mark, and together they stay under their own budget.
 * The numbers live in bench/budgets.json (the one place the test, site-size.mjs and the Lighthouse
 * bench read): the goal (firstLoadJsGoalKb) bounds every page's budget; the enforced
 * budgets are what the build reaches today, rounded up, and may only go down.
 *
 * HTML budgets (the listing's HTML <= 70 kB): the uncompressed document an 18+-confirmed
 * guest's browser gets, on the embedded mock's data (the figure bench/site-cpu.mjs prints too).
 */
const BUDGETS = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as {
  firstLoadJsGoalKb: number;
  firstLoadJsGzipKb: Record<string, number>;
  idleModulesGzipKb: number;
  firstVisitExtraKb: number;
  htmlKb: Record<string, number>;
};
const BUDGET_KB = BUDGETS.firstLoadJsGzipKb;
const DEVICES = {
  phone: { userAgent: PHONE_USER_AGENT, viewport: VIEWPORTS.phone },
  desktop: { userAgent: DESKTOP_USER_AGENT, viewport: VIEWPORTS.desktop },
};

/** By page (route id) and device. */
const loads = new Map<string, FirstLoad>();
const html = new Map<string, string>();

beforeAll(async () => {
  // Reads pages only: the run's shared site and Chromium (global-setup.ts).
  const site = sharedSite();
  const browser = await connectBrowser();
  try {
    const age = ageConfirmationCookie();
    const headers = { 'user-agent': DESKTOP_USER_AGENT, accept: 'text/html', 'accept-encoding': 'identity', cookie: serializeCookie(age).split(';')[0]! };
    for (const path of Object.keys(BUDGETS.htmlKb)) {
      const res = await fetch(`${site.url}${path}`, { headers });
      expect(res.status, path).toBe(200);
      html.set(path, await res.text());
    }
    const paths = await pagePaths(site.url);
    for (const page of Object.keys(BUDGET_KB)) {
      for (const [device, options] of Object.entries(DEVICES)) {
        loads.set(`${page} ${device}`, await measureFirstLoad(browser, site.url, paths[page]!, returningGuest(site.url, age, options)));
      }
      // A first visit: no 18+ cookie yet, so the page brings the 18+ dialog too.
      loads.set(`${page} first visit`, await measureFirstLoad(browser, site.url, paths[page]!, DEVICES.phone));
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}, 300_000);

describe('first-load JS budgets (gzip, scripts requested before the page is interactive)', () => {
  it.each(Object.entries(BUDGET_KB))('%s ≤ %d kB', (page, budget) => {
    expect(budget).toBeLessThanOrEqual(BUDGETS.firstLoadJsGoalKb);
    for (const device of Object.keys(DEVICES)) {
      const load = loads.get(`${page} ${device}`)!;
      // A page that failed to load its app must not pass as "small".
      expect(load.scripts.length, `${page} ${device}`).toBeGreaterThan(3);
      expect(kb(load.gzip), `${page} on a ${device}: ${load.scripts.map((s) => `${new URL(s.url).pathname} ${kb(s.gzip)}`).join(', ')}`).toBeLessThanOrEqual(budget);
    }
    // A first visit adds the 18+ dialog (Radix Dialog, loaded with the page).
    const extra = loads.get(`${page} first visit`)!.gzip - loads.get(`${page} phone`)!.gzip;
    expect(extra).toBeGreaterThan(0);
    expect(kb(extra)).toBeLessThanOrEqual(BUDGETS.firstVisitExtraKb);
  });

  it.each(Object.keys(BUDGET_KB))(`%s: its idle modules are requested after it is interactive, ≤ ${BUDGETS.idleModulesGzipKb} kB`, (page) => {
    for (const device of Object.keys(DEVICES)) {
      const { idle } = loads.get(`${page} ${device}`)!;
      expect(idle.scripts.length, `${page} ${device}: no idle modules listed`).toBeGreaterThan(0);
      expect(idle.early, `${page} on a ${device}: idle modules requested before the page was interactive`).toEqual([]);
      // They are requested at all (once the browser is idle after the mark), not left for the first click.
      expect(idle.scripts.filter((s) => s.requestedAtMs === null).map((s) => s.url), `${page} ${device}`).toEqual([]);
      expect(kb(idle.gzip), `${page} ${device}`).toBeLessThanOrEqual(BUDGETS.idleModulesGzipKb);
    }
  });
});

describe('HTML budgets (uncompressed, kB of 1000 bytes)', () => {
  it.each(Object.entries(BUDGETS.htmlKb))('%s ≤ %d kB', (path, budget) => {
    const page = html.get(path)!;
    // A page that lost its content must not pass as "small": the listing shows its cards.
    expect(page.match(/<article\b/g)?.length ?? 0).toBeGreaterThan(10);
    expect(Buffer.byteLength(page) / 1000).toBeLessThanOrEqual(budget);
  });
});
