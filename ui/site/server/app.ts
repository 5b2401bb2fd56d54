import { readdirSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import express from 'express';
import type { Express, NextFunction, Request, Response } from 'express';
import { HTTP, matchRoute, ageConfirmationCookie, serializeCookie } from '@portal/sdk';
import type { RenderOptions } from './render/options';
import { AGE_CONFIRM_PATH } from '../shell/age-gate-state';
import { canonicalPaths } from './canonical-path';
import { NO_STORE, REDIRECT_CACHE } from './caching';
import { crossOriginGuard } from './csrf';
import { embedAssets } from './embed';
import { createReadiness, healthRoutes } from './health';
import type { Readiness } from './health';
import { localeRootRedirect } from './locale-root';
import { loginFormFallback } from './login-fallback';
import { createLogger, noteUpstreamCall, requestLogging } from './logger';
import type { Logger } from './logger';
import { recordRender, requestMetrics, routeLabel } from './metrics';
import type { GuestPageMicroCache } from './micro-cache';
import { apiProxy } from './proxy';
import { sameSiteLocation, sameSiteRedirectsOnly } from './redirect-target';
import { nonceOf, securityHeaders } from './security';
import { sitemapRoutes } from './sitemap-routes';
import { staticAssets } from './static-assets';
import { upstreamFetch } from './upstream-telemetry';

export interface RenderModule {
  renderDocument(req: Request, res: Response, options: RenderOptions): Promise<void>;
}

export interface SiteAppOptions {
  /** The API host: the proxy's target and the server-side SDK client's base URL. */
  readonly apiUrl: string;
  /**
   * The site's public origin (`https://portal.example`): canonical and hreflang links, og:url,
   * robots.txt and sitemaps. From configuration only (PUBLIC_ORIGIN; on the embedded mock, the
   * listening address), never from a request's Host header.
   */
  readonly publicOrigin: string;
  /** The render entry: imported once in production, re-loaded through Vite on every request in dev. */
  readonly loadRenderer: () => Promise<RenderModule>;
  readonly assets: RenderOptions['assets'];
  readonly buildId: () => string;
  /** Production: serve the client build from here. */
  readonly clientDir?: string;
  /** Development: Vite's middlewares (modules, HMR, public/). */
  readonly devMiddleware?: express.RequestHandler;
  /**
   * Express's `trust proxy` (which hops may set X-Forwarded-Proto/For): decides `req.secure`, and
   * so the Secure flag of cookies. Default: the loopback proxy only. The env's TRUST_PROXY, read in config.ts.
   */
  readonly trustProxy?: boolean | number | string;
  /** Guest pages kept for a few seconds (micro-cache.ts); absent = off. */
  readonly microCache?: GuestPageMicroCache;
  /** Deadline of a page's API calls in ms (upstream-fetch.ts); env SSR_DATA_TIMEOUT_MS in prod.ts. */
  readonly ssrDataTimeoutMs?: number;
  /** Production: the embed widget's build (served at /embed, embed.ts). */
  readonly embedDir?: string;
  /** JSON logs (logger.ts); by default on stdout at LOG_LEVEL (info). */
  readonly logger?: Logger;
  /** /readyz's state (health.ts); `npm run serve` keeps it to turn it 503 when draining. */
  readonly readiness?: Readiness;
  /** Send `server-timing` on rendered pages (development only). */
  readonly serverTiming?: boolean;
}

/** A page of this site to return to after the no-script 18+ form, else the home page. */
function returnPath(value: unknown): string {
  const path = sameSiteLocation(value);
  return matchRoute(path).kind === 'route' ? path : '/';
}

/** The status an error carries (body-parser's 413, serve-static's 404...), when it is a client's fault. */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * The site server: API proxy first (so /api and /media stream untouched), then the few files
 * made on the fly (robots.txt, sitemaps), static assets, and every other GET rendered by React.
 */
export function createSiteApp(options: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  const origin = new URL(options.publicOrigin).origin;

  // Access log and request id first (the proxy passes the id on), then metrics, probes, CSRF.
  const logger = options.logger ?? createLogger();
  app.use(requestLogging(logger), requestMetrics);
  // One spelling per path before anything reads it (canonical-path.ts).
  app.use(canonicalPaths);
  app.use(healthRoutes(options.readiness ?? createReadiness(options.apiUrl)));
  app.use(crossOriginGuard(() => origin));
  app.use(apiProxy(options.apiUrl));
  // After the proxy (the API sends its own headers); CSP off in dev, where Vite adds inline scripts.
  app.use(securityHeaders({ csp: !options.devMiddleware }));
  app.use(sameSiteRedirectsOnly);

  // The 18+ dialog's no-script fallback: a form post that sets the cookie and returns to the page.
  app.post(AGE_CONFIRM_PATH, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const cookie = serializeCookie(ageConfirmationCookie({ secure: req.secure }));
    res.setHeader('set-cookie', cookie);
    res.setHeader('cache-control', NO_STORE);
    res.redirect(303, returnPath((req.body as Record<string, unknown> | undefined)?.return));
  });

  app.use(sitemapRoutes(options.apiUrl, origin, logger, upstreamFetch({ apiUrl: options.apiUrl, log: logger })));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.embedDir) app.use('/embed', embedAssets(options.embedDir));
  if (options.clientDir) {
    // Hashed file names never change: cache for a year. Build ids must always be fresh.
    app.use('/assets', staticAssets(`${options.clientDir}/assets`));
    app.use('/builds', express.static(`${options.clientDir}/builds`, { maxAge: 0, etag: true, index: false, fallthrough: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache') }));
    // The few files at the build's top level (favicon.svg...), listed once: a page's path never
    // costs a file-system look-up (a stat per rendered page showed in the server's CPU profile).
    const rootFiles = new Set(readdirSync(options.clientDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${e.name}`));
    const serveRootFile = express.static(options.clientDir, { index: false, redirect: false, maxAge: '1h' });
    app.use((req, res, next) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));
  }

  // The English root for a visitor who chose another language (locale-root.ts).
  app.use(localeRootRedirect(() => origin));
  // The login form without script: logged in by the server, or back with the reason (login-fallback.ts).
  app.use(loginFormFallback({
    apiUrl: options.apiUrl, siteOrigin: origin,
    fetch: (req) => upstreamFetch({ apiUrl: options.apiUrl, requestId: String(req.id), log: req.log }),
  }));

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'POST' && req.accepts(['html', 'json']) === 'html') {
      // A form sent before the app took over (the forms post, so nothing typed ends up in a URL,
      // a log or the history): the body is not read, and the browser loads the page again.
      res.status(HTTP.seeOther).set({ location: sameSiteLocation(req.originalUrl), 'cache-control': REDIRECT_CACHE }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    // A page is never another site's subresource (its scripts, pictures and the embed are, and keep
    // `cross-origin`): a signed-in member's page read by another origin's no-cors request is refused.
    res.setHeader('cross-origin-resource-policy', 'same-origin');
    try {
      const { renderDocument } = await options.loadRenderer();
      const started = performance.now();
      await renderDocument(req, res, {
        log: req.log,
        fetch: upstreamFetch({ apiUrl: options.apiUrl, requestId: String(req.id), log: req.log, onCall: (call) => noteUpstreamCall(res, call) }),
        serverTiming: options.serverTiming === true,
        apiUrl: options.apiUrl,
        origin,
        buildId: options.buildId(),
        assets: options.assets,
        nonce: nonceOf(res),
        ...(options.microCache ? { microCache: options.microCache } : {}),
        ...(options.ssrDataTimeoutMs ? { ssrDataTimeoutMs: options.ssrDataTimeoutMs } : {}),
      });
      recordRender(res, routeLabel(req.method, req.originalUrl), (performance.now() - started) / 1000);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(error);
    if (status !== null && !res.headersSent) {
      // A bad request (malformed escape, body too large): its access log line says so, no stack.
      res.status(status).type('text/plain').send(STATUS_CODES[status] ?? 'Bad Request');
      return;
    }
    // pino-http's line for this request carries the error with its stack (one JSON line).
    res.err = error instanceof Error ? error : new Error(String(error));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(HTTP.serverError).type('text/plain').send('Internal Server Error');
  });
  return app;
}
