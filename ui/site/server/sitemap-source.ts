import { MAX_PAGE_SIZE, createPortalClient } from '@portal/sdk';
import { schemaDriftReporter } from './drift-log';
import type { DriftLogger } from './drift-log';
import type { SitemapData } from './sitemap';

/** A sitemap holds at most 50,000 URLs; stop paging well before that. */
const MAX_ITEMS = 45_000;
/** The list is shared by the nine locale sitemaps and refreshed at most this often. */
const CACHE_MS = 10 * 60_000;

/**
 * Every public profile and business, paged through the API (largest page size the API allows),
 * cached for a while so nine sitemap requests in a row cost one walk through the list.
 */
export function sitemapSource(apiUrl: string, log: DriftLogger, fetch?: (request: Request) => Promise<Response>): () => Promise<SitemapData> {
  const client = createPortalClient({ baseUrl: apiUrl, onDrift: schemaDriftReporter(log), ...(fetch ? { fetch } : {}) });
  let cached: { at: number; data: Promise<SitemapData> } | null = null;

  async function walk(): Promise<SitemapData> {
    const profiles: Array<{ slug: string; category: string }> = [];
    for (let page = 1; profiles.length < MAX_ITEMS; page++) {
      const answer = await client.profiles.list({}, page, { perPage: MAX_PAGE_SIZE });
      for (const p of answer.data) profiles.push({ slug: p.slug, category: p.category });
      if (page >= answer.meta.total_pages || answer.data.length === 0) break;
    }
    const businesses: Array<{ slug: string; type: string }> = [];
    for (let page = 1; businesses.length < MAX_ITEMS; page++) {
      const answer = await client.businesses.list({}, page);
      for (const b of answer.data) businesses.push({ slug: b.slug, type: b.type });
      if (page >= answer.meta.total_pages || answer.data.length === 0) break;
    }
    return { profiles, businesses };
  }

  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const data = walk();
      cached = { at: now, data };
      // A failed walk is not cached: the next request tries again.
      data.catch(() => {
        if (cached?.data === data) cached = null;
      });
    }
    return cached.data;
  };
}
