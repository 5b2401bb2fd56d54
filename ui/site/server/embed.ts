import express from 'express';
import type { RequestHandler } from 'express';

/**
 * The script-tag widget (ui/embed, built into `build/site/embed` by `npm run build:site`) at
 * /embed/portal-listing.js and .mjs, for other sites to load. The names carry no content hash (the
 * snippet in partners' pages never changes), so the files are cached briefly and revalidated with
 * their ETag. Other sites load them: the module version needs CORS, and the resource policy must
 * let them be embedded cross-origin.
 */
export const EMBED_FILES: ReadonlySet<string> = new Set(['/portal-listing.js', '/portal-listing.mjs']);
export const EMBED_CACHE = 'public, max-age=300';

export function embedAssets(dir: string): RequestHandler {
  const files = express.static(dir, {
    index: false,
    redirect: false,
    etag: true,
    cacheControl: false,
    fallthrough: false,
    setHeaders(res) {
      res.setHeader('cache-control', EMBED_CACHE);
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
  return (req, res, next) => (EMBED_FILES.has(req.path) ? files(req, res, next) : next());
}
