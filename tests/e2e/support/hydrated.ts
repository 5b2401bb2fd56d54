import type { Page } from 'playwright-core';

/**
 * The site's app loads after the server HTML has painted (README, "The app loads after the first
 * paint"): until then links work natively but buttons do nothing. A test that clicks wants the
 * page a person would use a moment later: loaded and marked `html[data-hydrated]`.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
}

/** `page.goto`, then wait until the page is interactive. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await whenHydrated(page);
}

/** `page.reload`, then wait until the page is interactive. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await whenHydrated(page);
}
