import { data, redirect, redirectDocument } from 'react-router';
import type { MiddlewareFunction } from 'react-router';
import { HTTP, guardRoute, matchRoute, stripLocale } from '@portal/sdk';
import { servicesContext } from './context';

/** What the 404 page shows; thrown as route error data. */
export interface NotFoundData {
  readonly kind: 'not-found';
  readonly path: string;
  /** A listing's page past its last: the address of the last page (with the same filters) and its number. */
  readonly lastPage?: { readonly href: string; readonly page: number };
}

export const notFound = (path: string, lastPage?: NotFoundData['lastPage']) =>
  data<NotFoundData>({ kind: 'not-found', path, ...(lastPage ? { lastPage } : {}) }, { status: HTTP.notFound });

/**
 * The root middleware: §5's guard and §2's route validation, on the server for document requests
 * and in the browser before every client navigation, from the SDK's route table and guard (the
 * one source of truth; React Router only picks the component). It also turns navigations that
 * must be whole documents (another language, a newer build) into document loads.
 */
export const guardMiddleware: MiddlewareFunction = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const match = matchRoute(target);

  // Each language is its own router (basename); crossing languages or builds reloads the document.
  if (match.locale !== services.locale || services.buildStale?.()) throw redirectDocument(target);

  // Private pages on the server: the role the API gives the token (server/verified-session.ts).
  const verify = match.kind === 'route' && match.route.area !== 'public' ? services.verifyUser : undefined;
  const user = verify && services.user ? await verify(request) : services.user;
  const result = guardRoute(match, user);
  // The browser router adds its basename (the language prefix) to a redirect, so it gets the
  // unprefixed path; the server answers the localized Location as it is.
  if (result.kind === 'redirect') throw redirect(typeof document === 'undefined' ? result.location : stripLocale(result.location), HTTP.found);
  if (result.kind === 'not-found') throw notFound(result.path);
  return next();
};

