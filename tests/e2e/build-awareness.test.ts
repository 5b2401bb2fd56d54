import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import { CHUNK_ERROR_EVENT } from '../../ui/site/build/chunk-errors';
import type { ChunkErrorDetail } from '../../ui/site/build/chunk-errors';
import { visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * Build awareness (§7: builds/latest.json is polled): an open tab learns that a newer build is
 * live and moves to it on its next navigation, as a whole document load, never mid-page. The
 * server serves latest.json from the build directory as it is on disk (and keeps its own build
 * id in memory), so the test publishes a "newer build" by rewriting that file, and restores it.
 */
const LATEST = join(import.meta.dirname, '../../build/site/client/builds/latest.json');
const NEWER_BUILD = 'e2e-newer-build';

const session = setUpSiteSession();
let original: { text: string; atime: Date; mtime: Date } | null = null;

type Marked = Window & { __samePage?: string; __newBuild?: ChunkErrorDetail };

function restoreLatest(): void {
  if (!original) return;
  writeFileSync(LATEST, original.text);
  // Its old time too: `npm start` compares it with the sources to decide whether to rebuild.
  utimesSync(LATEST, original.atime, original.mtime);
  original = null;
}

afterAll(() => {
  restoreLatest();
});

/** Clicks a link of the main menu and waits until the page at its address has loaded. */
async function follow(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(session.site.url + path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

it('after a newer build goes live, the next link click is a full document load', async () => {
  const context = await session.context({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  try {
    await visit(page, `${session.site.url}/escort`);
    const served = (await (await fetch(`${session.site.url}/builds/latest.json`)).json()) as { id: string };
    expect(served.id).not.toBe(NEWER_BUILD);
    await page.evaluate((event) => {
      (window as Marked).__samePage = 'yes';
      window.addEventListener(event, (e) => {
        (window as Marked).__newBuild = (e as CustomEvent<ChunkErrorDetail>).detail;
      });
    }, CHUNK_ERROR_EVENT);

    // While the build is current, a menu link is a client navigation: same window, no document request.
    await follow(page, en.nav.agencies, '/agencies');
    expect(await page.evaluate(() => (window as Marked).__samePage)).toBe('yes');
    expect(documents).toEqual(['/escort']);

    // A newer build goes live: latest.json (served no-cache from the build directory) names another id.
    const stat = statSync(LATEST);
    original = { text: readFileSync(LATEST, 'utf8'), atime: stat.atime, mtime: stat.mtime };
    writeFileSync(LATEST, JSON.stringify({ id: NEWER_BUILD, timestamp: Date.now() }));
    expect(((await (await fetch(`${session.site.url}/builds/latest.json`)).json()) as { id: string }).id).toBe(NEWER_BUILD);

    // The tab's poll (about 1 s, backing off) notices and reports it, without reloading by itself.
    await page.waitForFunction(() => (window as Marked).__newBuild !== undefined, null, { timeout: 70_000 });
    const detail = await page.evaluate(() => (window as Marked).__newBuild!);
    expect(detail.reason).toBe('new-build');
    expect(detail.message).toContain(NEWER_BUILD);
    expect(detail.reloading).toBe(false);
    expect(await page.evaluate(() => (window as Marked).__samePage)).toBe('yes');
    expect(page.url()).toBe(`${session.site.url}/agencies`);

    // The next click loads the page as a new document: the marker of the old window is gone.
    await follow(page, en.nav.massage_salons, '/massage_salons');
    expect(await page.evaluate(() => (window as Marked).__samePage)).toBeUndefined();
    expect(documents).toEqual(['/escort', '/massage_salons']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(en.categories.massage_salons.title);
  } finally {
    restoreLatest();
    await context.close();
  }
});
