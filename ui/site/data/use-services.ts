import type { LoaderFunctionArgs } from 'react-router';
import { HTTP } from '@portal/sdk';
import type { PortalClient } from '@portal/sdk';
import { servicesContext, useSiteShell } from '../context';
import type { SiteServices } from '../context';
import { notFound } from '../guard';

export type ClientServices = SiteServices<PortalClient>;

/** The per-request services in a loader, with the SDK client typed. */
export const loaderServices = ({ context }: Pick<LoaderFunctionArgs, 'context'>): ClientServices =>
  context.get(servicesContext) as ClientServices;

/** The same services in a component. */
export const useServices = (): ClientServices => useSiteShell().services as ClientServices;

/** An API 404 (missing profile or business) becomes the site's 404 page with the requested path. */
export async function orNotFound<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === HTTP.notFound) {
      const url = new URL(request.url);
      throw notFound(url.pathname);
    }
    throw error;
  }
}
