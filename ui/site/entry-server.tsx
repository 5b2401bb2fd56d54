import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse } from 'react-router';
import type { StaticHandler, StaticHandlerContext } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { isbot } from 'isbot';
import { HTTP, createPortalClient, splitLocale, isAgeConfirmed, parseCookies, readSession } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { servicesContext } from './context';
import type { SiteServices, SiteShell } from './context';
import { cloneSharedI18n, recordFormatsWith } from '@portal/sdk/i18n';
import type { FormatStore } from '@portal/sdk/i18n';
import { createQueryClient } from '@portal/sdk/react';
import { PAYLOAD_ELEMENT_ID } from './payload';
import type { SitePayload } from './payload';
import { createRoutes } from './routes';
import { AGE_GATE_KEY, APP_KEY, BALANCE_BADGE_KEY, pageModuleKey } from './server/assets';
import { DOCUMENT_VARY, REDIRECT_CACHE, documentCacheControl } from './server/caching';
import { htmlBody, negotiateEncoding, streamingCompressor } from './server/compression';
import { GuestPageMicroCache, MICRO_CACHE_HEADER, captureWrites, hasSessionCookie } from './server/micro-cache';
import type { CachedPage } from './server/micro-cache';
import { schemaDriftReporter } from './server/drift-log';
import { STATIC_SECURITY_HEADERS } from './server/security';
import { payloadJson } from './server/serialize';
import { pageUpstream } from './server/upstream-fetch';
import { verifiedUser } from './server/verified-session';
import { loadAgeGateDialog } from './shell/age-gate-loader';
import { Document } from './shell/Document';
import { ServerAssets } from './shell/ServerAssets';
import { SiteProviders } from './shell/SiteProviders';
import { formatRecordHtml } from './shell/format-record';
import { paymentsRouteOf } from './shell/nav-items';

export interface ResolvedAssets {
  readonly bootstrapModules: readonly string[];
  readonly modulePreloads: readonly string[];
  readonly stylesheets: readonly string[];
  readonly idleModules: readonly string[];
  /** The URL of each requested module's own chunk, by manifest key (empty in development). */
  readonly moduleUrls: Readonly<Record<string, string>>;
}

export interface RenderOptions {
  /** The API host the server calls directly. */
  readonly apiUrl: string;
  /** The site's public origin (canonical URLs). */
  readonly origin: string;
  readonly buildId: string;
  /** Scripts and styles for the given lazy modules (manifest keys) besides the entry. */
  readonly assets: (moduleKeys: readonly string[]) => ResolvedAssets;
  /** This response's CSP nonce, put on every inline and bootstrap script React writes ('' = none). */
  readonly nonce?: string;
  /** Guest pages kept for a few seconds (server/micro-cache.ts); absent = every page is rendered. */
  readonly microCache?: GuestPageMicroCache;
  /** Deadline of the page's API calls (ms); past it the page answers 504. Default server/upstream-fetch.ts. */
  readonly ssrDataTimeoutMs?: number;
  /** Where render errors go (the request's logger: one JSON line with the stack). */
  readonly log: { error(details: { err: unknown }, message: string): void; warn(details: object, message: string): void };
  /** The server-side SDK client's fetch (server/upstream-fetch.ts: request id, timing, metrics). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** Add a `server-timing` header (data and shell time): development only. */
  readonly serverTiming?: boolean;
}


/** The formatted strings of the page being rendered (sdk/i18n/carried.ts), one store per request. */
const formatRecords = new AsyncLocalStorage<FormatStore>();
recordFormatsWith(() => formatRecords.getStore());

/** One static handler per language: the language prefix is the router's basename (case-insensitive in React Router). */
const handlers = new Map<Locale, StaticHandler>();
function handlerFor(locale: Locale): StaticHandler {
  let handler = handlers.get(locale);
  if (!handler) {
    handler = createStaticHandler(createRoutes(), { basename: locale === 'en' ? '/' : `/${locale}` });
    handlers.set(locale, handler);
  }
  return handler;
}

// The same set the server's middleware sets, repeated so renderDocument is safe on its own too.
const SECURITY_HEADERS = STATIC_SECURITY_HEADERS;

function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: 'GET', headers, signal });
}

/**
 * Renders one document: guard and loaders through React Router's static handler (redirects and
 * 404s come back from the root middleware), then React streams the page with the dehydrated
 * query cache as the payload.
 */
export async function renderDocument(req: IncomingMessage, res: ServerResponse, options: RenderOptions): Promise<void> {
  const started = performance.now();
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  // A visitor who left while the request was queued (its socket closed before this listener was
  // attached): nothing to wait for, and no API call to start.
  if (req.socket.destroyed) abort.abort();

  const url = new URL(req.url ?? '/', options.origin);
  const { locale } = splitLocale(url.pathname);
  const cookies = parseCookies(req.headers.cookie);
  const session = readSession(cookies);
  const isBot = isbot(req.headers['user-agent'] ?? '');
  const ageConfirmed = isAgeConfirmed(cookies);
  const nonce = options.nonce ?? '';

  const microCache = options.microCache;
  const cacheKey = microCache && !hasSessionCookie(cookies)
    ? microCache.keyOf({ buildId: options.buildId, origin: options.origin, url: req.url ?? '/', ageConfirmed, isBot })
    : null;
  const cached = cacheKey === null ? undefined : microCache?.get(cacheKey);
  if (microCache && cached) {
    await sendCachedPage(req, res, cached, microCache.ageSeconds(cached), nonce);
    return;
  }
  let renderFailed = false;

  // The page's API calls end when the visitor leaves or the data deadline passes (504).
  const upstream = pageUpstream(abort.signal, options.ssrDataTimeoutMs, options.fetch);
  res.once('close', upstream.dispose);
  const queryClient = createQueryClient();
  const client = createPortalClient({
    baseUrl: options.apiUrl,
    locale,
    getToken: () => session?.token ?? null,
    fetch: upstream.fetch,
    onDrift: schemaDriftReporter(options.log),
  });
  const [i18n] = await Promise.all([cloneSharedI18n(locale), ageConfirmed || isBot ? null : loadAgeGateDialog()]);
  const services: SiteServices = {
    locale,
    queryClient,
    i18n,
    client,
    user: session ? { id: session.user.id, name: session.user.name, role: session.user.role } : null,
    origin: options.origin,
    // The role of a private page comes from the API's answer, never from the unsigned user cookie.
    ...(session ? { verifyUser: (request: Request) => verifiedUser(client, session.user, request) } : {}),
  };

  const requestContext = new RouterContextProvider();
  requestContext.set(servicesContext, services);
  const request = toRequest(req, options.origin, abort.signal);
  const handler = handlerFor(locale);
  let staticContext: StaticHandlerContext | null = null;
  const result = await handler.query(request, {
    requestContext,
    // Middleware (the guard) runs only when this is given; the page is rendered afterwards, so
    // the response here is a placeholder and the real context is kept.
    generateMiddlewareResponse: async (query) => {
      const r = await query(request);
      if (r instanceof Response) return r;
      staticContext = r;
      return new Response(null, { status: r.statusCode });
    },
  }).catch((error: unknown) => {
    // React Router gives up on an aborted request: the visitor left, which is no server error.
    if (abort.signal.aborted) return null;
    throw error;
  });
  // The visitor left while the data loaded: nothing to send.
  if (abort.signal.aborted) return;
  if (!staticContext) {
    if (result instanceof Response && result.status >= 300 && result.status < 400) {
      // A session the API ended (see data/upstream-errors.ts) is cleared by the redirect's cookies.
      const cookies = result.headers.getSetCookie();
      res.writeHead(result.status, {
        location: result.headers.get('location') ?? '/',
        'cache-control': REDIRECT_CACHE,
        ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
        ...SECURITY_HEADERS,
      });
      res.end();
      return;
    }
    throw new Error(`Unexpected router result ${result instanceof Response ? result.status : typeof result}`);
  }
  const context: StaticHandlerContext = staticContext;
  const dataMs = performance.now() - started;

  const pageIds = context.matches.map((m) => m.route.id).filter((id) => !id.startsWith('layout-') && id !== 'root');
  const assets = options.assets([
    APP_KEY,
    ...pageIds.map(pageModuleKey),
    ...(ageConfirmed || isBot ? [] : [AGE_GATE_KEY]),
    // The header renders the badge for those who have LoveCoins: its stylesheet and chunk come with the page.
    ...(session && paymentsRouteOf(session.user) ? [BALANCE_BADGE_KEY] : []),
  ]);
  // The chunk of each page rendered here: the browser imports it directly when it hydrates.
  const pageModules = pageIds.flatMap((id) => {
    const url = assets.moduleUrls[pageModuleKey(id)];
    return url ? [{ routeId: id, url }] : [];
  });
  const buildShell: SiteShell = { services, isBot, buildId: options.buildId };
  const payload: SitePayload = {
    locale,
    buildId: options.buildId,
    ageConfirmed,
    isBot,
    origin: options.origin,
    user: services.user,
    queries: dehydrate(queryClient),
  };
  const routerState = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <Document
      locale={locale}
      head={
        <>
          <ServerAssets
            modulePreloads={assets.modulePreloads}
            idleModules={assets.idleModules}
            stylesheets={assets.stylesheets}
            pages={pageModules}
          />
          {/* A data block, never executed (server/serialize.ts); React 19 skips it in <head> when hydrating.
              It carries the nonce all the same, like every script element of the page. */}
          <script type="application/json" id={PAYLOAD_ELEMENT_ID} nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: payloadJson({ site: payload, router: routerState }) }} />
        </>
      }
    >
      <SiteProviders shell={buildShell} queryClient={queryClient} i18n={i18n} ageConfirmed={ageConfirmed} session={session}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteProviders>
    </Document>
  );

  // What this page formats is recorded for the browser (shell/format-record.ts): the render's work,
  // however React schedules it, runs in this request's store.
  const formats: FormatStore = new Map();
  await new Promise<void>((resolve) => {
    const stream = formatRecords.run(formats, () => renderToPipeableStream(app, {
      bootstrapModules: [...assets.bootstrapModules],
      ...(nonce ? { nonce } : {}),
      // Every boundary that finished with the shell is written in place. React 19.2 otherwise moves a
      // finished boundary over 500 bytes past the first 12.8 kB into a hidden element revealed by an
      // inline script a frame (or more) later: the listing's filter panel (its own Suspense boundary,
      // hydrated lazily) then showed a frame of its fallback. The loaders have every answer before
      // the render, so there is nothing to stream progressively.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Search engines get the complete document at once; people get the shell as soon as it is ready.
      [isBot ? 'onAllReady' : 'onShellReady']() {
        const encoding = negotiateEncoding(req.headers['accept-encoding']);
        const pageHeaders: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          // Guests shareable (Vary: Cookie splits by the 18+ choice), signed-in never stored: see caching.ts.
          'cache-control': documentCacheControl(context.statusCode, session !== null),
          vary: DOCUMENT_VARY,
        };
        res.writeHead(context.statusCode, {
          ...pageHeaders,
          ...(encoding ? { 'content-encoding': encoding } : {}),
          ...(options.serverTiming ? { 'server-timing': `data;dur=${dataMs.toFixed(1)}, shell;dur=${(performance.now() - started).toFixed(1)}` } : {}),
          ...(context.statusCode === HTTP.unavailable ? { 'retry-after': upstream.retryAfter() } : {}),
          ...(cacheKey !== null ? { [MICRO_CACHE_HEADER]: 'miss' } : {}),
          ...SECURITY_HEADERS,
        });
        const body = htmlBody(encoding);
        if (microCache && cacheKey !== null) {
          const status = context.statusCode;
          captureWrites(body.input, (html) => {
            if (!renderFailed && !abort.signal.aborted) microCache.store(cacheKey, { status, headers: pageHeaders, html, nonce });
          });
        }
        // The record goes after the document, once React has written all of it.
        const end = body.input.end.bind(body.input) as (...args: unknown[]) => Writable;
        body.input.end = ((...args: unknown[]) => {
          const record = formatRecordHtml(formats, nonce);
          if (record) body.input.write(record);
          return end(...args);
        }) as Writable['end'];
        body.output.on('end', resolve);
        body.output.pipe(res);
        stream.pipe(body.input);
      },
      onShellError(error) {
        renderFailed = true;
        options.log.error({ err: error }, 'ssr shell error');
        res.writeHead(HTTP.serverError, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        res.end('Internal Server Error');
        resolve();
      },
      onError(error) {
        renderFailed = true;
        if (!abort.signal.aborted) options.log.error({ err: error }, 'ssr render error');
      },
    }));
    abort.signal.addEventListener('abort', () => {
      stream.abort();
      resolve();
    });
  });
}

/** A page from the micro-cache, stitched with this response's nonce and compressed for this client. */
async function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, age: number, nonce: string): Promise<void> {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  res.writeHead(page.status, {
    ...page.headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    age: String(age),
    [MICRO_CACHE_HEADER]: 'hit',
    ...SECURITY_HEADERS,
  });
  const html = GuestPageMicroCache.html(page, nonce);
  if (!encoding) {
    res.end(html);
    return;
  }
  const body = streamingCompressor(encoding);
  const done = new Promise<void>((resolve) => {
    body.on('end', resolve);
    res.on('close', resolve);
  });
  body.pipe(res);
  body.end(html);
  await done;
}

/** React Router's own wire format for route errors (what `createBrowserRouter` deserializes). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    // Internals stay on the server: the browser learns only that something failed.
    else if (error instanceof Error) out[id] = { message: import.meta.env.DEV ? error.message : 'Unexpected Server Error', __type: 'Error' };
    else out[id] = error;
  }
  return out;
}
