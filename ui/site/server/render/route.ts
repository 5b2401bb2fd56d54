import type { IncomingMessage } from 'node:http';
import { RouterContextProvider, createStaticHandler } from 'react-router';
import type { StaticHandler, StaticHandlerContext } from 'react-router';
import type { Locale } from '@portal/sdk';
import { servicesContext } from '../../context';
import type { SiteServices } from '../../context';
import { createRoutes } from '../../routes';

/** One static handler per language: the language prefix is the router's basename (case-insensitive in React Router). */
const handlers = new Map<Locale, StaticHandler>();
export function handlerFor(locale: Locale): StaticHandler {
  let handler = handlers.get(locale);
  if (!handler) {
    handler = createStaticHandler(createRoutes(), { basename: locale === 'en' ? '/' : `/${locale}` });
    handlers.set(locale, handler);
  }
  return handler;
}

/** The document request as a Fetch request for React Router, ended when the visitor leaves. */
export function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: 'GET', headers, signal });
}

/** What routing a document gave: a page to render, a redirect to send, or nothing (the visitor left). */
export type RouteOutcome =
  | { readonly kind: 'page'; readonly handler: StaticHandler; readonly context: StaticHandlerContext }
  | { readonly kind: 'redirect'; readonly response: Response }
  | { readonly kind: 'left' };

/**
 * The guard and the loaders, through React Router's static handler: the root middleware answers
 * redirects and 404s; the loaders fill the request's QueryClient.
 */
export async function routeDocument(req: IncomingMessage, services: SiteServices, origin: string, signal: AbortSignal): Promise<RouteOutcome> {
  const requestContext = new RouterContextProvider();
  requestContext.set(servicesContext, services);
  const request = toRequest(req, origin, signal);
  const handler = handlerFor(services.locale);
  const rendered: { context?: StaticHandlerContext } = {};
  const result = await handler
    .query(request, {
      requestContext,
      // Middleware (the guard) runs only when this is given; the page is rendered afterwards, so
      // the response here is a placeholder and the real context is kept.
      generateMiddlewareResponse: async (query) => {
        const r = await query(request);
        if (r instanceof Response) return r;
        rendered.context = r;
        return new Response(null, { status: r.statusCode });
      },
    })
    .catch((error: unknown) => {
      // React Router gives up on an aborted request: the visitor left, which is no server error.
      if (signal.aborted) return null;
      throw error;
    });
  // The visitor left while the data loaded: nothing to send.
  if (signal.aborted) return { kind: 'left' };
  if (rendered.context) return { kind: 'page', handler, context: rendered.context };
  if (result instanceof Response && result.status >= 300 && result.status < 400) return { kind: 'redirect', response: result };
  throw new Error(`Unexpected router result ${result instanceof Response ? result.status : typeof result}`);
}
