import type { IncomingMessage, ServerResponse } from 'node:http';
import { microCacheKey, sendCachedPage } from './server/render/cached-page';
import { redirectHeaders } from './server/render/headers';
import type { RenderOptions } from './server/render/options';
import { pageAssets, pageElement } from './server/render/page';
import { readPageRequest, visitorLeft } from './server/render/request';
import { routeDocument } from './server/render/route';
import { createPageServices } from './server/render/services';
import { sendPage } from './server/render/send-page';
import { pageUpstream } from './server/upstream-fetch';

export type { RenderOptions, ResolvedAssets } from './server/render/options';

/**
 * Renders one document, stage by stage (ui/site/server/render/): read the request; answer from the
 * guest micro-cache when it holds the page; make the request's services; route it (guard and
 * loaders, through React Router's static handler: redirects and 404s come from the root
 * middleware); then send the page (rendered whole, or streamed when a part of it waits) with the
 * dehydrated query cache as its payload.
 */
export async function renderDocument(req: IncomingMessage, res: ServerResponse, options: RenderOptions): Promise<void> {
  const started = performance.now();
  const nonce = options.nonce ?? '';
  const request = readPageRequest(req, options.origin);

  const cacheKey = microCacheKey(request, options);
  const cached = cacheKey === null ? undefined : options.microCache?.get(cacheKey);
  if (options.microCache && cached) return sendCachedPage(req, res, cached, options.microCache.ageSeconds(cached), nonce);

  const signal = visitorLeft(req, res);
  // The page's API calls end when the visitor leaves or the data deadline passes (504).
  const upstream = pageUpstream(signal, options.ssrDataTimeoutMs, options.fetch);
  res.once('close', upstream.dispose);
  const page = await createPageServices(request, options, upstream.fetch);

  const routed = await routeDocument(req, page.services, options.origin, signal);
  if (routed.kind === 'left') return;
  if (routed.kind === 'redirect') {
    res.writeHead(routed.response.status, redirectHeaders(routed.response)).end();
    return;
  }
  const dataMs = performance.now() - started;
  const { handler, context } = routed;
  const assets = pageAssets(context, request, options.assets);
  const microCache = options.microCache;
  await sendPage(req, res, {
    element: pageElement({ request, page, handler, context, assets, buildId: options.buildId, nonce }),
    status: context.statusCode,
    signedIn: request.session !== null,
    isBot: request.isBot,
    bootstrapModules: assets.bootstrapModules,
    nonce,
    signal,
    log: options.log,
    sending: () => ({
      retryAfter: upstream.retryAfter(),
      ...(options.serverTiming ? { timing: { dataMs, shellMs: performance.now() - started } } : {}),
      ...(cacheKey !== null ? { microCache: 'miss' as const } : {}),
    }),
    ...(microCache && cacheKey !== null
      ? { onComplete: ({ headers, html }) => void microCache.store(cacheKey, { status: context.statusCode, headers, html, nonce }) }
      : {}),
  });
}
