import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildSiteIfStale } from '../../scripts/site-build.mjs';
import { startSite } from './site-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site every file without a server of its own shares (its embedded mock is reset per file). */
    sharedSite: { url: string; apiUrl: string; pid: number };
    /** Debian's Chromium, launched once: each file connects and opens its own contexts. */
    browserEndpoint: string;
  }
}

/**
 * Once per e2e run, before any file: the site is built when its build is missing or older than its
 * sources; then one site (the production build with its embedded mock API, on 127.0.0.1) and one
 * Chromium are started for the whole run. A file that needs a server of its own (another API, other
 * settings, its log or its process) starts it itself (site-session.ts `env`, or site-server.ts).
 * Both are stopped by their own process when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildSiteIfStale();
  const [site, browser] = await Promise.all([
    startSite(),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  ]);
  project.provide('sharedSite', { url: site.url, apiUrl: site.apiUrl, pid: site.pid });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.allSettled([browser.close(), site.stop()]);
  };
}
