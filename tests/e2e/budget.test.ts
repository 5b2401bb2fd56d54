import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSite } from './site-server';

/**
 * First-load JavaScript budgets (gzip, returning visitor: entry + page chunk + language catalog),
 * measured on the production build by scripts/site-size.mjs — the same figures it prints.
 *
 * The goal in the "Quality gates" issue is 150 kB for both pages. Measured 2026-11-22 after
 * SponsoredLabel lost Radix Popover and the filter panel lost Radix Slider/ToggleGroup and loads
 * its drawer lazily: home 156.7, listing 162.6 kB (before: 176.8 and 192.7). The rest is the shell
 * every page shares (entry closure 143 kB: react-dom, react-router, i18next, react-query, guard),
 * so the budgets below are the measured values rounded up to the next 5 kB; lower them as the
 * shell shrinks — never raise them without a reason in the commit.
 */
const BUDGET_KB: Readonly<Record<string, number>> = { home: 160, 'escort-list': 165 };
const ROOT = join(import.meta.dirname, '../..');

let sizes: Map<string, { gzip: number; firstVisitGzip: number }>;

beforeAll(async () => {
  // Starting the production server rebuilds the site when its sources changed; then measure it.
  const site = await startSite();
  await site.stop();
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
    // A first visit adds the 18+ dialog (Radix Dialog, loaded with the page): at most 20 kB more.
    expect(size!.firstVisitGzip - size!.gzip).toBeLessThanOrEqual(20);
  });
});
