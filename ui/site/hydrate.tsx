import { startTransition } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { RouterContextProvider, RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { handleChunkLoadFailure } from './build/chunk-errors';
import { isBuildStale } from './build/build-stale';
import { servicesContext } from './context';
import type { SiteServices, SiteShell } from './context';
import { readBrowserSession, readBrowserUser } from './data/browser-user';
import { onFirstIntent } from './data/first-intent';
import { lazyClient, loadOnce } from './data/lazy-client';
import { createI18n } from '@portal/sdk/i18n';
import type { Section } from '@portal/sdk/i18n';
import { createQueryClient } from '@portal/sdk/react';
import type { PageHandle } from './pages';
import type { SitePayload } from './payload';
import { createRoutes } from './routes';
import { loadAgeGateDialog } from './shell/age-gate-loader';
import { IDLE_MODULES_META, listedPageModules, preloadListedModules } from './shell/module-list';
import { Document } from './shell/Document';
import { whenInteractive } from './shell/interactive';
import { carryServerFormats } from './shell/format-record';
import { SiteProviders } from './shell/SiteProviders';

type LazyRoute = RouteObject & { lazy?: () => Promise<Partial<RouteObject>> };

/**
 * Resolves the lazy page modules of the current URL before hydrating, so the first render has
 * the same components as the server's (a lazy route would otherwise hydrate as a fallback).
 */
async function resolveLazyMatches(routes: RouteObject[], basename: string): Promise<Section[]> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const r = route as LazyRoute;
      if (typeof r.lazy !== 'function') return;
      const resolved = await r.lazy();
      Object.assign(r, resolved);
      delete r.lazy;
    }),
  );
  // The catalog sections of the matched pages (their loaders added them on the server).
  return matches.flatMap(({ route }) => (route.handle as Partial<PageHandle> | undefined)?.sections ?? []);
}

/**
 * Hydrates the server-rendered page: loaded by the entry (entry-client.tsx) once the server HTML
 * has painted, so none of this module graph competes with the first paint.
 */
export async function boot(payload: SitePayload): Promise<void> {
  const { locale } = payload;
  // The server's numbers, dates and plurals: hydration prints them without building Intl formatters.
  carryServerFormats();
  const basename = locale === 'en' ? '/' : `/${locale}`;
  const queryClient = createQueryClient();
  // One client, loaded by whichever comes first: the visitor's first intent or the first call.
  const loadClient = loadOnce(() => import('./data/browser-client').then((m) => m.createBrowserClient(locale)));
  const client = lazyClient(loadClient, { getLocale: () => locale });
  const routes = createRoutes({ onChunkError: handleChunkLoadFailure, serverPageModules: listedPageModules() });
  const [sections] = await Promise.all([
    resolveLazyMatches(routes, basename),
    payload.ageConfirmed || payload.isBot ? null : loadAgeGateDialog(),
  ]);
  const i18n = await createI18n(locale, { sections });
  const services: SiteServices = {
    locale,
    queryClient,
    i18n,
    client,
    user: payload.user,
    origin: payload.origin,
    buildStale: isBuildStale,
  };

  const router = createBrowserRouter(routes, {
    basename,
    // A fresh context per navigation, with the session as the cookies say now (login and logout write them).
    getContext() {
      const context = new RouterContextProvider();
      context.set(servicesContext, { ...services, user: readBrowserUser(document.cookie) });
      return context;
    },
  });
  const shell: SiteShell = { services, isBot: payload.isBot, buildId: payload.buildId };

  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it
  // for the whole page (clicks and scrolling stay responsive; React replays events it queued).
  startTransition(() => {
    hydrateRoot(
      document,
      <Document locale={locale}>
        <SiteProviders
          shell={shell}
          queryClient={queryClient}
          i18n={i18n}
          ageConfirmed={payload.ageConfirmed}
          session={readBrowserSession(document.cookie)}
        >
          <HydrationBoundary state={payload.queries}>
            <RouterProvider router={router} />
          </HydrationBoundary>
        </SiteProviders>
      </Document>,
    );
  });

  // The API client is needed by the first navigation or filter change: fetched and compiled when
  // the browser is idle after the page has become interactive (never while hydration still needs
  // the network), but run (its schemas built: a long task a visitor who only reads never needs) at
  // the visitor's first hover, focus or key press, or by the first call, whichever comes first.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
  // Intent counts from then on too: the 18+ dialog moving focus into itself while the page
  // hydrates is not the visitor reaching for anything (and loaded the client before the mark).
  whenInteractive(() => {
    idle(() => preloadListedModules(IDLE_MODULES_META));
    onFirstIntent(() => void loadClient().catch(() => {}));
  });
}
