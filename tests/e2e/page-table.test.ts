import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../sdk/session';
import en from '../../sdk/i18n/locales/en';
import { MODULES_META, PAGE_MODULES_META } from '../../ui/site/shell/module-list';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_USER_AGENT } from './support/chromium';
import { whenHydrated } from './support/hydrated';
import { startSite } from './site-server';
import type { RunningSite } from './site-server';

/**
 * The table of every page (ui/site/pages.ts) is not part of a page's first load: the server names
 * the chunk of the page it rendered (<meta name="portal:pages">), hydration imports the page from
 * there, and the table comes when idle, for the first client navigation.
 */
const MANIFEST = join(import.meta.dirname, '../../build/site/client/.vite/manifest.json');

let site: RunningSite;
let browser: Browser;
let tableFile: string;
let listingFile: string;

beforeAll(async () => {
  site = await startSite();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  tableFile = `/${manifest['ui/site/pages.ts']!.file}`;
  listingFile = `/${manifest['ui/site/pages/escort-list.tsx']!.file}`;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

it("names the rendered page's chunk, and leaves the table of pages out of the first scripts", async () => {
  const html = await (await fetch(`${site.url}/escort`, { headers: { cookie: `${COOKIE_NAMES.ageConfirmed}=1` } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<meta name="${PAGE_MODULES_META}" content="escort-list=${listingFile}"/>`);
  const firstScripts = new RegExp(`<meta name="${MODULES_META}" content="([^"]*)"`).exec(head)?.[1]?.split(' ') ?? [];
  expect(firstScripts).toContain(listingFile);
  expect(firstScripts).not.toContain(tableFile);
});

it('hydrates while the table of pages is held back, and navigates in the page once it has come', async () => {
  const context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: COOKIE_NAMES.ageConfirmed, value: '1', url: site.url }]);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let tableAsked = false;
    await page.route(`**${tableFile}`, async (route) => {
      tableAsked = true;
      await released;
      await route.continue();
    });

    await page.goto(`${site.url}/escort`);
    await whenHydrated(page);
    await page.evaluate(() => ((window as { __samePage?: string }).__samePage = 'yes'));
    release();
    // Once the table is there (asked for when idle, or by the click), a menu link is a client navigation.
    await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.agencies, exact: true }).click();
    await page.waitForURL(`${site.url}/agencies`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(en.categories.agencies.title);
    expect(tableAsked).toBe(true);
    expect(await page.evaluate(() => (window as { __samePage?: string }).__samePage)).toBe('yes');
    expect(documents).toEqual(['/escort']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
