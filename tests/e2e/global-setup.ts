import { buildSiteIfStale } from '../../scripts/site-build.mjs';

/**
 * Once per e2e run, before any file: the site is built when its build is missing or older than its
 * sources. Every file then starts the server on that build (site-server.ts sets SKIP_BUILD=1).
 */
export default function setup(): void {
  buildSiteIfStale();
}
