import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import { CHUNK_ERROR_EVENT } from '../../ui/site/build/chunk-errors';
import type { ChunkErrorDetail } from '../../ui/site/build/chunk-errors';
import { visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * Build awareness (§7: builds/latest.json is polled): an open tab learns that a newer build is
 * live and moves to it on its next navigation, as a whole document load, never mid-page. A deploy
 * rewrites latest.json in the build directory; here the newer build is published to this tab's
 * browser context alone (its requests for latest.json answered with another id), because the site
 * and its build are shared with the files running beside this one. How the server serves the file
 * (no-cache, from disk) is the HTTP matrix's.
 */
const LATEST_PATH = '/builds/latest.json';
const NEWER_BUILD = 'e2e-newer-build';

const session = setUpSiteSession();

type Marked = Window & { __samePage?: string; __newBuild?: ChunkErrorDetail };

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
    const served = (await (await fetch(`${session.site.url}${LATEST_PATH}`)).json()) as { id: string };
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

    // A newer build goes live: from now on latest.json names another id.
    const published = new Promise<void>((resolve) => {
      void context.route(`${session.site.url}${LATEST_PATH}*`, async (route) => {
        await route.fulfill({ json: { id: NEWER_BUILD, timestamp: Date.now() }, headers: { 'cache-control': 'no-cache' } });
        resolve();
      });
    });

    // The tab's poll (about 1 s, backing off) asks again, notices and reports it, without reloading by itself.
    await published;
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
    await context.close();
  }
});
