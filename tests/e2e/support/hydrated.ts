import type { Locator, Page } from 'playwright-core';

/**
 * The site's app loads after the server HTML has painted (docs/decisions/hydration-after-paint.md, "The app loads after the first
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

/**
 * Waits until React has hydrated the element itself. `html[data-hydrated]` is set by the root's
 * effect, but a part the page loads lazily (a `lazy()` component under Suspense, like the like and
 * favourite buttons of a business page) hydrates once its chunk arrives: a click on its server
 * HTML before then is kept and played only then (ui/site/shell/click-keeper.ts). React keeps
 * the props of each element it owns under a `__reactProps$…` key; the server HTML has none.
 */
export async function whenInteractive(target: Locator): Promise<void> {
  const element = await target.elementHandle({ timeout: 30_000 });
  await target.page().waitForFunction(reactOwns, element, { timeout: 30_000 });
}

/** Whether React has hydrated the element yet (see `whenInteractive`), without waiting. */
export const isHydrated = (target: Locator): Promise<boolean> => target.evaluate(reactOwns);

/** Runs in the page: React keeps an element's props under `__reactProps$…` once it owns it. */
const reactOwns = (el: Element | null): boolean => !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/**
 * Holds back the page's requests whose address matches (a lazy chunk) until the returned
 * `release()` is called: the page as a slow connection leaves it before that chunk has come.
 */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
