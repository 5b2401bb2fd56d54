import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildSiteIfStale } from '../../scripts/site-build.mjs';
import { startSite } from './site-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The sites the files without a server of their own share, one per worker (a file uses its
     * worker's, so two files never share a mock store at once; the mock is reset per file).
     */
    sharedSites: { url: string; apiUrl: string; pid: number }[];
    /** Debian's Chromium, launched once: each file connects and opens its own contexts. */
    browserEndpoint: string;
  }
}

/**
 * Once per e2e run, before any file: the site is built when its build is missing or older than its
 * sources; then a site per worker (the production build with its embedded mock API, on 127.0.0.1)
 * and one Chromium are started for the whole run. A file that needs a server of its own (another API, other
 * settings, its log or its process) starts it itself (site-session.ts `env`, or site-server.ts).
 * Both are stopped by their own process when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildSiteIfStale();
  const workers = e2eWorkers(project);
  const [browser, ...sites] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    ...Array.from({ length: workers }, () => startSite()),
  ]);
  project.provide('sharedSites', sites.map((site) => ({ url: site.url, apiUrl: site.apiUrl, pid: site.pid })));
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.allSettled([browser.close(), ...sites.map((site) => site.stop())]);
  };
}

/** The files that run at once: the project's workers (vitest resolves `fileParallelism: false` to one). */
function e2eWorkers(project: TestProject): number {
  return Math.max(1, Number(project.config.maxWorkers) || 1);
}
