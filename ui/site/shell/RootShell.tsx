import { useEffect } from 'react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { HTTP, localizePath } from '@portal/sdk';
import { footerCitiesQuery } from '../data/footer-cities';
import { ownedSearch } from '../data/page-query';
import { loaderServices } from '../data/use-services';
import { isUpstreamRouteError } from '../data/upstream-route-error';
import { handleChunkLoadFailure, isChunkLoadError } from '../build/chunk-errors';
import { useSiteShell } from '../context';
import type { NotFoundData } from '../guard';
import { ErrorLayout } from '../layouts';
import type { RootData } from '../layouts/LayoutFrame';
import { AgeGate } from './AgeGate';
import { AppPopups } from './AppPopups';
import { NavigationProgress } from './NavigationProgress';
import { NotFound, ServerError } from './NotFound';
import { SeoHead } from './SeoHead';
import { SessionWiring } from './SessionWiring';
import { useLinkInterception } from './use-link-interception';
import { whenInteractive } from './interactive';

/**
 * Runs on every navigation (so the guard middleware does too) and hands the layouts the user. It
 * also has the footer's cities ready: the server asks for them with every page (a cached reference
 * list), the browser has them from the page's payload. Without them the footer leaves the column out.
 */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const { user, client, queryClient } = loaderServices({ context });
  if (client) await queryClient.ensureQueryData(footerCitiesQuery(client)).catch(() => null);
  return { user };
}

/** The app shell (§2): the current page plus the two popups, the 18+ gate and build awareness. */
export function RootShell() {
  const { services, buildId } = useSiteShell();
  useLinkInterception(services.locale);
  useEffect(() => {
    if (!import.meta.env.PROD) return undefined;
    // The poller's code comes once the page is interactive: not part of what the page needs to
    // work (its first check is a second later anyway).
    let stop: (() => void) | undefined;
    let stopped = false;
    whenInteractive(() => {
      import('../build/build-watch').then(
        ({ startBuildWatch }) => {
          if (!stopped) stop = startBuildWatch(buildId);
        },
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [buildId]);
  return (
    <>
      <SeoHead />
      {/* A new page (a link, the next page of results) starts at its top, Back and Forward return to
          where the visitor was; filter changes keep the place (`preventScrollReset`). React Router's
          own, so it knows when the new page has rendered; in this data-router mode it renders nothing. */}
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
      <AgeGate />
      <AppPopups />
      <SessionWiring />
    </>
  );
}

/** 404s (unknown paths, missing profiles) and unexpected errors, in the error layout. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { services } = useSiteShell();
  const location = useLocation();
  const chunkError = !isRouteErrorResponse(error) && isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) handleChunkLoadFailure(error);
  }, [chunkError, error]);

  if (isRouteErrorResponse(error) && error.status === HTTP.notFound) {
    const data = error.data as Partial<NotFoundData> | undefined;
    return (
      <ErrorLayout>
        <NotFound path={typeof data?.path === 'string' ? data.path : localizePath(location.pathname, services.locale)} lastPage={data?.lastPage} />
      </ErrorLayout>
    );
  }
  if (isUpstreamRouteError(error) && isRouteErrorResponse(error) && error.status === HTTP.forbidden) {
    // The API refused this visitor the page's data: trying again would not help.
    return (
      <ErrorLayout>
        <ServerError forbidden />
      </ErrorLayout>
    );
  }
  if (isUpstreamRouteError(error)) {
    // The API failed, not the page: say so and offer the same page again (a full load, so the
    // server tries the API anew).
    return (
      <ErrorLayout>
        <ServerError retryHref={localizePath(`${location.pathname}${ownedSearch(location.pathname, location.search)}`, services.locale)} />
      </ErrorLayout>
    );
  }
  // A visitor who leaves before the page is ready aborts its loaders (AbortError): nothing to report.
  const abandoned = error instanceof Error && error.name === 'AbortError';
  if (!chunkError && !abandoned) console.error(error);
  return (
    <ErrorLayout>
      <ServerError />
    </ErrorLayout>
  );
}
