import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas/constants';
import type { Catalog } from '@portal/sdk/i18n/en';
// @ts-expect-error -- plain ESM build script without declarations
import { buildEmbed, EMBED_OUT_DIR } from '../../../scripts/build-embed.mjs';

/**
 * The script-tag widget's budget: 45 kB gzip with its renderer. It renders with the DOM API
 * (no React: React + ReactDOM alone are ~60 kB gzip), so it sits far below; the test keeps it there
 * and keeps zod, React and whole catalogs out.
 */
export const EMBED_GZIP_BUDGET = 45 * 1024;
const FILE = join(EMBED_OUT_DIR as string, 'portal-listing.js');
let inputs: string[] = [];

beforeAll(async () => {
  // Always rebuilt: a stale file from an older checkout would pass or fail for the wrong reason.
  ({ inputs } = (await buildEmbed()) as { inputs: string[] });
}, 60_000);

it('the script-tag bundle stays under its gzip budget', () => {
  expect(existsSync(FILE)).toBe(true);
  const gzip = gzipSync(readFileSync(FILE), { level: 9 }).length;
  console.info(`build/embed/portal-listing.js: ${readFileSync(FILE).length} B, ${gzip} B gzip (budget ${EMBED_GZIP_BUDGET})`);
  expect(gzip).toBeLessThanOrEqual(EMBED_GZIP_BUDGET);
});

it('carries no zod, no React and no whole catalog', () => {
  expect(inputs.some((i) => i.includes('node_modules/zod'))).toBe(false);
  expect(inputs.some((i) => /node_modules\/react(-dom)?\//.test(i))).toBe(false);
  expect(inputs.some((i) => i.includes('sdk/i18n/locales'))).toBe(false);
  // No module of the API client (its barrel, sdk/client/index.ts, re-exports resolveUrl: a few bytes of glue, not the client).
  expect(inputs.filter((i) => i.includes('sdk/client/') && !i.endsWith('sdk/client/index.ts'))).toEqual([]);
});

it('holds the texts of all nine languages, picked from the catalogs', async () => {
  const code = readFileSync(FILE, 'utf8');
  for (const locale of LOCALES) {
    const c = ((await import(`../../../sdk/i18n/locales/${locale}.ts`)) as { default: Catalog }).default;
    for (const text of [c.ageGate.confirm, c.listing.badges.verified, c.listing.sponsored, c.categories.escort.title]) {
      expect(code, locale).toContain(JSON.stringify(text).slice(1, -1));
    }
  }
});
