import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LAYOUTS, ROUTES } from '@portal/sdk';
import type { RouteDef, RouteId } from '@portal/sdk';
import { guardMiddleware } from './guard';
import { LAYOUT_COMPONENTS } from './layouts';
import type { PageHandle, PageModule } from './pages';
import { addSection } from '@portal/sdk/i18n';
import { servicesContext } from './context';
import { RootErrorBoundary, RootShell, rootLoader } from './shell/RootShell';

export const ROOT_ROUTE_ID = 'root';
/** The splat route that sends every path of no page to the guard's 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export interface CreateRoutesOptions {
  /** Browser only: what to do when a page chunk fails to load (reload once, report). */
  onChunkError?: (error: unknown) => void;
  /**
   * Browser: the chunk URL of each page the server rendered, by route id. Hydration imports that
   * page from it; every other page (and development, where the server lists none) goes through
   * the table of pages, a chunk of its own fetched when idle rather than with every first load.
   */
  serverPageModules?: ReadonlyMap<string, string>;
}

/**
 * React Router route objects generated from the SDK's route table: root (guard middleware, app
 * shell, 404/error boundary) → one pathless route per layout → the pages of that layout, each a
 * lazy chunk. A splat route catches every other path so the guard can answer it with the SDK's
 * 404. Fresh objects on every call: the browser resolves lazy routes in place.
 */
export function createRoutes(options: CreateRoutesOptions = {}): RouteObject[] {
  const layouts: RouteObject[] = LAYOUTS.flatMap((layout) => {
    const pages = ROUTES.filter((route) => route.layout === layout);
    if (pages.length === 0) return [];
    const Layout = LAYOUT_COMPONENTS[layout];
    return [{ id: `layout-${layout}`, Component: Layout, children: pages.map((p) => pageRoute(p, options)) }];
  });
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      middleware: [guardMiddleware],
      loader: rootLoader,
      // The guard must see every navigation, including query-only changes.
      shouldRevalidate: () => true,
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      children: [...layouts, { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundRoute }],
    },
  ];
}

/** Never rendered: the guard throws a 404 for every path that reaches the splat route. */
function NotFoundRoute() {
  return null;
}

/** A page module through the table of pages (ui/site/pages.ts). */
async function importFromTable(routeId: RouteId): Promise<PageModule> {
  const { PAGE_IMPORTERS } = await import('./pages');
  return PAGE_IMPORTERS[routeId]();
}

function pageRoute(route: RouteDef, options: CreateRoutesOptions): RouteObject {
  const listed = options.serverPageModules?.get(route.id);
  const importer = (): Promise<PageModule> => (listed ? import(/* @vite-ignore */ listed) : importFromTable(route.id as RouteId));
  const where = route.pattern === '/' ? { index: true as const } : { path: route.pattern.slice(1) };
  return {
    ...where,
    id: route.id,
    lazy: async () => {
      let page: PageModule;
      try {
        page = await importer();
      } catch (error) {
        options.onChunkError?.(error);
        throw error;
      }
      const { default: Component, loader, sections = [] } = page;
      const handle: PageHandle = { sections };
      if (!loader && sections.length === 0) return { Component, handle };
      return {
        Component,
        handle,
        loader: async (args: LoaderFunctionArgs) => {
          const { i18n } = args.context.get(servicesContext);
          await Promise.all(sections.map((section) => addSection(i18n, section)));
          // null rather than undefined: undefined loader data would make the browser re-run the
          // loader at hydration (it cannot tell "returned nothing" from "did not run").
          try {
            return (await loader?.(args)) ?? null;
          } catch (error) {
            // An API failure: the status table's answer (login, 403, 404, 502, 503, 504), never a 500.
            throw await routeErrorOf(error, args.request);
          }
        },
      };
    },
  };
}

/**
 * A loader's failure as the page answers it (data/upstream-errors.ts). The mapping and the SDK's
 * error classes it needs load with the first failure, not with every page; if even that chunk
 * cannot load (the visitor went offline), the error passes as it is, to the error page.
 */
async function routeErrorOf(error: unknown, request: Request): Promise<unknown> {
  const mapping = await import('./data/upstream-errors').catch(() => null);
  return mapping ? mapping.asRouteError(error, request) : error;
}
