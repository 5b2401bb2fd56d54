import type { NextFunction, Request, Response } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { matchRoute } from '@portal/sdk';
import { MICRO_CACHE_HEADER } from './micro-cache';
import { QUIET_PATHS, pathOf } from './logger';
import { upstreamOperation } from './upstream-operation';

/**
 * Prometheus metrics of the site (prom-client), recorded in every process that serves and exposed
 * by `npm run serve` on METRICS_PORT (serve.ts; with several workers the primary adds up the
 * workers' registries). Labels are bounded: route patterns and operation ids, never raw paths.
 */
export const metricsRegistry = new Registry();

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A histogram of durations in seconds, registered in the site's registry. */
const secondsHistogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Histogram<L>({ name, help, labelNames, buckets: SECONDS_BUCKETS, registers: [metricsRegistry] });

export const httpRequestDuration = secondsHistogram('http_request_duration_seconds',
  'Time to answer a request, by method, route pattern and status', ['method', 'route', 'status']);

export const ssrRenderDuration = secondsHistogram('ssr_render_duration_seconds',
  'Server rendering of a document, data included (pages served from the micro-cache are not counted), by route pattern', ['route']);

export const upstreamDuration = secondsHistogram('upstream_request_duration_seconds',
  'API calls made by the server (page data), until the whole answer is read, by operation and status', ['operation', 'status']);

export const upstreamErrors = new Counter({
  name: 'upstream_errors_total',
  help: 'API calls made by the server that failed: network error, timeout or a 5xx answer, by operation',
  labelNames: ['operation', 'reason'] as const,
  registers: [metricsRegistry],
});

export const microCacheRequests = new Counter({
  name: 'micro_cache_requests_total',
  help: 'Guest pages the micro-cache could hold: result hit (served from memory) or miss (rendered)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const schemaDrift = new Counter({
  name: 'upstream_schema_drift_total',
  help: 'Parts of API answers that broke their schema, by operation: each part dropped (tolerant reading), and 1 for an answer that failed',
  labelNames: ['operation'] as const,
  registers: [metricsRegistry],
});

/** For the SDK client's `onDrift` report: `count` items of `operation`'s answer did not match its schema. */
export function recordSchemaDrift(operation: string, count: number): void {
  if (count > 0) schemaDrift.inc({ operation }, count);
}

let processMetrics = false;
/** CPU, memory, event loop lag, GC… (prom-client's default metrics); once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const FIXED_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/assets\//, '/assets/*'],
  [/^\/builds\//, '/builds/*'],
  [/^\/embed\//, '/embed/*'],
  [/^\/sitemap-[a-z]{2}\.xml$/, '/sitemap-{locale}.xml'],
];

/** The route pattern of a request: a page's pattern, an API operation's path, or a fixed group. */
export function routeLabel(method: string, url: string | undefined): string {
  const path = pathOf(url);
  if (QUIET_PATHS.has(path) || path === '/robots.txt' || path === '/sitemap.xml') return path;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')) {
    return upstreamOperation(method, path)?.pattern ?? (path.startsWith('/media/') ? '/media/*' : '/api/*');
  }
  const fixed = FIXED_ROUTES.find(([test]) => test.test(path));
  if (fixed) return fixed[1];
  const match = matchRoute(path);
  return match.kind === 'route' ? match.route.pattern : 'not-found';
}

/** After a document was sent: a micro-cache hit is counted as such; anything else was rendered. */
export function recordRender(res: Response, route: string, seconds: number): void {
  const cache = res.getHeader(MICRO_CACHE_HEADER);
  if (cache === 'hit' || cache === 'miss') microCacheRequests.inc({ result: cache });
  if (cache !== 'hit') ssrRenderDuration.observe({ route }, seconds);
}

/** Records http_request_duration_seconds for every response. */
export function requestMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer();
  res.once('close', () => end({ method: req.method, route: routeLabel(req.method, req.originalUrl), status: String(res.statusCode) }));
  next();
}
