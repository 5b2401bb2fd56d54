import type { ReactElement } from 'react';
import { StaticRouterProvider, createStaticRouter, isRouteErrorResponse } from 'react-router';
import type { StaticHandler, StaticHandlerContext } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { SiteShell } from '../../context';
import { PAYLOAD_ELEMENT_ID } from '../../payload';
import type { SitePayload } from '../../payload';
import { Document } from '../../shell/Document';
import { ServerAssets } from '../../shell/ServerAssets';
import { displayFontPreloads } from '../../shell/display-font';
import { SiteProviders } from '../../shell/SiteProviders';
import { paymentsRouteOf } from '../../shell/nav-items';
import { AGE_GATE_KEY, BALANCE_BADGE_KEY } from '../assets';
import { routePageKey } from './page-module';
import { payloadJson } from '../serialize';
import type { RenderOptions, ResolvedAssets } from './options';
import { showsAgeGate } from './request';
import type { PageRequest } from './request';
import type { PageServices } from './services';

/** The page's scripts and styles, and the chunk of each page route it renders (the browser imports it directly when it hydrates). */
export interface PageAssets extends ResolvedAssets {
  readonly pages: readonly { readonly routeId: string; readonly url: string }[];
}

export function pageAssets(context: StaticHandlerContext, request: PageRequest, assets: RenderOptions['assets']): PageAssets {
  const pageIds = context.matches.map((m) => m.route.id).filter((id) => !id.startsWith('layout-') && id !== 'root');
  const resolved = assets([
    ...pageIds.map(routePageKey),
    ...(showsAgeGate(request) ? [AGE_GATE_KEY] : []),
    // The header renders the badge for those who have LoveCoins: its stylesheet and chunk come with the page.
    ...(request.session && paymentsRouteOf(request.session.user) ? [BALANCE_BADGE_KEY] : []),
  ]);
  const pages = pageIds.flatMap((routeId) => {
    const url = resolved.moduleUrls[routePageKey(routeId)];
    return url ? [{ routeId, url }] : [];
  });
  return { ...resolved, pages };
}

/** React Router's own wire format for route errors (what `createBrowserRouter` deserializes). */
export function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
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

export interface PageParts {
  readonly request: PageRequest;
  readonly page: PageServices;
  readonly handler: StaticHandler;
  readonly context: StaticHandlerContext;
  readonly assets: PageAssets;
  readonly buildId: string;
  readonly nonce: string;
}

/**
 * The document React renders: the page's assets and its payload (the dehydrated query cache and
 * the router's data, so the browser hydrates without a second request) in <head>, the page in the
 * site's providers.
 */
export function pageElement({ request, page, handler, context, assets, buildId, nonce }: PageParts): ReactElement {
  const { services, queryClient, i18n } = page;
  const payload: SitePayload = {
    locale: request.locale,
    buildId,
    ageConfirmed: request.ageConfirmed,
    isBot: request.isBot,
    origin: services.origin,
    user: services.user,
    queries: dehydrate(queryClient),
  };
  const router = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const shell: SiteShell = { services, isBot: request.isBot, buildId };
  return (
    <Document
      locale={request.locale}
      head={
        <>
          <ServerAssets bootstrapModules={assets.bootstrapModules} nonce={nonce} modulePreloads={assets.modulePreloads} idleModules={assets.idleModules} stylesheets={assets.stylesheets} fonts={displayFontPreloads(request.locale, assets.fonts)} pages={assets.pages} />
          {/* A data block, never executed (server/serialize.ts); React 19 skips it in <head> when hydrating.
              It carries the nonce all the same, like every script element of the page. */}
          <script type="application/json" id={PAYLOAD_ELEMENT_ID} nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: payloadJson({ site: payload, router }) }} />
        </>
      }
    >
      <SiteProviders shell={shell} queryClient={queryClient} i18n={i18n} ageConfirmed={request.ageConfirmed} session={request.session}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </SiteProviders>
    </Document>
  );
}
