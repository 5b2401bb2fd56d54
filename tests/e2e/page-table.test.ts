import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../sdk/session';
import en from '@portal/sdk/i18n/en';
import { MODULES_META, PAGE_MODULES_META } from '../../ui/site/shell/module-list';
import { whenHydrated } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * The table of every page (ui/site/pages.ts) is not part of a page's first load: the server names
 * the chunk of the page it rendered (<meta name="portal:pages">), hydration imports the page from
 * there, and the table comes when idle, for the first client navigation.
 */
const MANIFEST = join(import.meta.dirname, '../../build/site/client/.vite/manifest.json');

const session = setUpSiteSession({ context: { viewport: VIEWPORTS.desktop } });
let tableFile: string;
let listingFile: string;

beforeAll(() => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  tableFile = `/${manifest['ui/site/pages.ts']!.file}`;
  listingFile = `/${manifest['ui/site/pages/escort-list.tsx']!.file}`;
});

it("names the rendered page's chunk, and leaves the table of pages out of the first scripts", async () => {
  const html = await (await fetch(`${session.site.url}/escort`, { headers: { cookie: `${COOKIE_NAMES.ageConfirmed}=1` } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<meta name="${PAGE_MODULES_META}" content="escort-list=${listingFile}"/>`);
  const firstScripts = new RegExp(`<meta name="${MODULES_META}" content="([^"]*)"`).exec(head)?.[1]?.split(' ') ?? [];
  expect(firstScripts).toContain(listingFile);
  expect(firstScripts).not.toContain(tableFile);
});

it('hydrates while the table of pages is held back, and navigates in the page once it has come', async () => {
  const { context, page } = await session.open();
  try {
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

    await page.goto(`${session.site.url}/escort`);
    await whenHydrated(page);
    await page.evaluate(() => ((window as { __samePage?: string }).__samePage = 'yes'));
    release();
    // Once the table is there (asked for when idle, or by the click), a menu link is a client navigation.
    await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.agencies, exact: true }).click();
    await page.waitForURL(`${session.site.url}/agencies`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(en.categories.agencies.title);
    expect(tableAsked).toBe(true);
    expect(await page.evaluate(() => (window as { __samePage?: string }).__samePage)).toBe('yes');
    expect(documents).toEqual(['/escort']);
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
});
