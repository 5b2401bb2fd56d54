import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { Section } from '@portal/sdk/i18n';
import { ROUTES } from '@portal/sdk';
import type { RouteDef, RouteId } from '@portal/sdk';

/**
 * A page module (ui/site/pages/<route-id>.tsx): the component as default export, and optionally a
 * loader that fills the per-request QueryClient through the SDK's query options (pages never
 * fetch by themselves). Each page is its own lazy chunk.
 */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  /** Catalog sections the page's texts live in (long copy kept out of the main catalog). */
  sections?: readonly Section[];
}

/** What a page route carries in its `handle`. */
export interface PageHandle {
  readonly sections: readonly Section[];
}

const modules = import.meta.glob<PageModule>('./pages/*.tsx');

export type PageImporter = () => Promise<PageModule>;

/**
 * The importer of each route's page, by route id; a missing file fails as soon as the table loads,
 * not on a visit to that page. Routes import this module lazily (ui/site/routes.tsx): in the
 * browser it is a chunk of its own (~1.6 kB gzip: every page's file and stylesheets), preloaded
 * when idle, since the page being hydrated is imported by the URL the server lists.
 */
export const PAGE_IMPORTERS: Readonly<Record<RouteId, PageImporter>> = Object.fromEntries(
  ROUTES.map((route) => {
    const file = (route as RouteDef).page ?? route.id;
    const importer = modules[`./pages/${file}.tsx`];
    if (!importer) throw new Error(`Missing page module ui/site/pages/${file}.tsx`);
    return [route.id, importer];
  }),
) as Record<RouteId, PageImporter>;
