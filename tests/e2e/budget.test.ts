import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageConfirmationCookie, serializeCookie } from '../../sdk/session';
import { DESKTOP_USER_AGENT } from './support/chromium';
import { startSite } from './site-server';

const ROOT = join(import.meta.dirname, '../..');

/**
 * First-load JavaScript budgets (gzip, returning visitor: the entry, the app it loads after the
 * first paint, the page chunk and the language catalog), measured on the production build by
 * scripts/site-size.mjs, which prints the same figures. The numbers live in bench/budgets.json
 * (the one place the test, site-size.mjs and the Lighthouse bench read): issue 19's goal is
 * 160 kB per page, and no budget may be above it; the enforced budgets are what the build reaches
 * today, rounded up, and may only go down. What is left between them is the shared shell (react-dom, react-router, i18next,
 * react-query: ~130 kB of the ~140 kB every page loads), see bench/RESULTS.md.
 *
 * HTML budgets (issue 19: the listing's HTML <= 70 kB): the uncompressed document an 18+-confirmed
 * guest's browser gets, on the embedded mock's data (the figure bench/site-cpu.mjs prints too).
 */
const BUDGETS = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as {
  firstLoadJsGoalKb: number;
  firstLoadJsGzipKb: Record<string, number>;
  firstVisitExtraKb: number;
  htmlKb: Record<string, number>;
};
const BUDGET_KB = BUDGETS.firstLoadJsGzipKb;

let sizes: Map<string, { gzip: number; firstVisitGzip: number }>;
const html = new Map<string, string>();

beforeAll(async () => {
  // Starting the production server rebuilds the site when its sources changed; then measure it.
  const site = await startSite();
  try {
    const headers = { 'user-agent': DESKTOP_USER_AGENT, accept: 'text/html', 'accept-encoding': 'identity', cookie: serializeCookie(ageConfirmationCookie()).split(';')[0]! };
    for (const path of Object.keys(BUDGETS.htmlKb)) {
      const res = await fetch(`${site.url}${path}`, { headers });
      expect(res.status, path).toBe(200);
      html.set(path, await res.text());
    }
  } finally {
    await site.stop();
  }
  const out = execFileSync(process.execPath, ['scripts/site-size.mjs', ...Object.keys(BUDGET_KB)], { cwd: ROOT, encoding: 'utf8' });
  sizes = new Map(
    [...out.matchAll(/^(\S+)\s+([\d.]+) \/\s+[\d.]+ kB\s+([\d.]+) \/\s+[\d.]+ kB$/gm)].map((m) => [m[1]!, { gzip: Number(m[2]), firstVisitGzip: Number(m[3]) }]),
  );
}, 300_000);

describe('first-load JS budgets (gzip)', () => {

  it.each(Object.entries(BUDGET_KB))('%s ≤ %d kB', (page, budget) => {
    const size = sizes.get(page);
    expect(size, `site-size.mjs printed no line for ${page}`).toBeDefined();
    expect(size!.gzip).toBeGreaterThan(50); // a parse or build slip must not pass as "small"
    expect(size!.gzip).toBeLessThanOrEqual(budget);
    expect(budget).toBeLessThanOrEqual(BUDGETS.firstLoadJsGoalKb);
    // A first visit adds the 18+ dialog (Radix Dialog, loaded with the page).
    expect(size!.firstVisitGzip - size!.gzip).toBeLessThanOrEqual(BUDGETS.firstVisitExtraKb);
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
