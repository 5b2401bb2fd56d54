import { buildSiteIfStale } from '../../scripts/site-build.mjs';

/**
 * The server tier's global setup: the site is built when its build is missing or older than its
 * sources. Its files start servers of their own on that build (no shared site, no browser).
 */
export default function setup(): void {
  buildSiteIfStale();
}
