/**
 * What a page's visitor downloads before the page is interactive, measured in Chromium: every
 * script the page requests before `html[data-hydrated]` is set (the entry, its preloads, the app,
 * the page's chunks and lazy parts, the language catalog, whatever else hydration asks for), and,
 * apart, the modules the page declares idle (`<meta name="portal:idle-modules">`) with the moment
 * each was requested. Sizes are the gzip (level 9) of the bytes the site serves, computed here, so a
 * figure does not depend on the server's compression settings; kB are of 1024 bytes.
 *
 * Used by tests/e2e/budget.test.ts (the budgets of bench/budgets.json) and scripts/site-size.mjs.
 * The caller brings the running site and a Chromium (playwright-core's `Browser`).
 */
import { gzipSync } from 'node:zlib';

/** The page marks itself interactive with this attribute (ui/site/shell/SiteProviders.tsx). */
const HYDRATED = 'html[data-hydrated]';
/** The <meta> listing the chunks a page fetches once it is interactive (ui/site/shell/module-list.ts). */
const IDLE_META = 'portal:idle-modules';
/** How long after the hydrated mark the idle modules are awaited (requestIdleCallback's own limit is shorter). */
const IDLE_WAIT_MS = 5000;

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Runs in the page before any of its scripts: notes the time (performance.now) at which the page
 * marks itself interactive.
 */
function watchHydratedMark() {
  const note = () => {
    if (document.documentElement?.hasAttribute('data-hydrated') && globalThis.__hydratedAt === undefined) globalThis.__hydratedAt = performance.now();
  };
  // The document element may not exist yet when this runs: watch the whole document.
  new MutationObserver(note).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/** The script resources the page requested so far, with their request times (Resource Timing). */
function requestedScripts() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
    .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
}

/**
 * Opens `path` of the site in a fresh context of `browser` (`contextOptions`: user agent, viewport,
 * the 18+ cookie) and measures its first load. Resolves with
 *   { path, hydratedAtMs, scripts: [{ url, gzip }], gzip, idle: { scripts: [{ url, gzip, requestedAtMs }], gzip, early: [url] } }
 * where `scripts` are those requested before the hydrated mark (idle modules among them too, if
 * any was that early: `idle.early` names them) and `gzip` their total in bytes.
 */
export async function measureFirstLoad(browser, siteUrl, path, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHydratedMark);
    await page.goto(siteUrl + path);
    await page.waitForSelector(HYDRATED, { state: 'attached', timeout: 30_000 });
    const idleUrls = await page.evaluate(
      (name) => (document.querySelector(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean).map((href) => new URL(href, location.href).href),
      IDLE_META,
    );
    // Give the idle modules their moment (they are asked for once the browser is idle after the mark).
    await page
      .waitForFunction((urls) => urls.every((url) => performance.getEntriesByName(url).length > 0), idleUrls, { timeout: IDLE_WAIT_MS })
      .catch(() => {});
    const hydratedAt = await page.evaluate(() => globalThis.__hydratedAt);
    const requested = await page.evaluate(requestedScripts);
    const sizes = new Map();
    const gzipOf = async (url) => {
      if (!sizes.has(url)) {
        const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        sizes.set(url, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length);
      }
      return sizes.get(url);
    };
    const seen = new Set();
    const scripts = [];
    for (const { url, startTime } of requested) {
      if (startTime > hydratedAt || seen.has(url)) continue;
      seen.add(url);
      scripts.push({ url, gzip: await gzipOf(url) });
    }
    const idleScripts = [];
    for (const url of idleUrls) {
      const at = requested.find((entry) => entry.url === url)?.startTime;
      idleScripts.push({ url, gzip: await gzipOf(url), requestedAtMs: at === undefined ? null : Math.round(at) });
    }
    const sum = (list) => list.reduce((total, { gzip }) => total + gzip, 0);
    return {
      path,
      hydratedAtMs: Math.round(hydratedAt),
      scripts,
      gzip: sum(scripts),
      idle: { scripts: idleScripts, gzip: sum(idleScripts), early: idleScripts.filter((s) => seen.has(s.url)).map((s) => s.url) },
    };
  } finally {
    await context.close();
  }
}

/**
 * The address of each page the budgets name (route ids of ui/site/pages): home, the escort listing
 * and the first profile of that listing (asked from the site's API proxy).
 */
export async function pagePaths(siteUrl) {
  const list = await (await fetch(`${siteUrl}/api/profile?per_page=1&category=escort`, { headers: { accept: 'application/json' } })).json();
  const slug = list.data?.[0]?.slug;
  if (!slug) throw new Error('the API listed no profile');
  return { home: '/', 'escort-list': '/escort', 'escort-profile': `/escort/${slug}` };
}

/**
 * The context options of a returning guest who confirmed 18+ (`cookie`: { name, value }, the SDK's
 * ageConfirmationCookie) on `siteUrl`, with a device's user agent and viewport.
 */
export function returningGuest(siteUrl, cookie, { userAgent, viewport }) {
  const { hostname } = new URL(siteUrl);
  return {
    userAgent,
    viewport,
    storageState: { cookies: [{ name: cookie.name, value: cookie.value, domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  };
}
