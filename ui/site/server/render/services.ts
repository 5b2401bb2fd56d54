import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { compile } from 'zod/mini';
import { createPortalClient } from '@portal/sdk';
import { cloneSharedI18n } from '@portal/sdk/i18n';
import { createQueryClient } from '@portal/sdk/react';
import type { SiteServices } from '../../context';
import { loadAgeGateDialog } from '../../shell/age-gate-loader';
import { schemaDriftReporter } from '../drift-log';
import { verifiedUser } from '../verified-session';
import type { RenderOptions } from './options';
import { showsAgeGate } from './request';
import type { PageRequest } from './request';

export interface PageServices {
  readonly services: SiteServices;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
}

/**
 * The request's own services: a QueryClient (no visitor sees another's cache), the SDK client on
 * the API host with the session's token and the page's fetch (deadline, abort, telemetry), and
 * i18next in the page's language. The 18+ dialog's module is loaded alongside when the page shows it.
 */
export async function createPageServices(
  request: PageRequest,
  options: Pick<RenderOptions, 'apiUrl' | 'origin' | 'log'>,
  fetch: (request: Request) => Promise<Response>,
): Promise<PageServices> {
  const { locale, session } = request;
  const queryClient = createQueryClient();
  const client = createPortalClient({
    baseUrl: options.apiUrl,
    locale,
    getToken: () => session?.token ?? null,
    fetch,
    onDrift: schemaDriftReporter(options.log),
    // Server-side, hot answers (listings, profiles) are validated by zod's compiled parsers.
    compileSchemas: compile,
  });
  const [i18n] = await Promise.all([cloneSharedI18n(locale), showsAgeGate(request) ? loadAgeGateDialog() : null]);
  const services: SiteServices = {
    locale,
    queryClient,
    i18n,
    client,
    user: session ? { id: session.user.id, name: session.user.name, role: session.user.role } : null,
    origin: options.origin,
    // The role of a private page comes from the API's answer, never from the unsigned user cookie.
    ...(session ? { verifyUser: (req: Request) => verifiedUser(client, session.user, req) } : {}),
  };
  return { services, queryClient, i18n };
}
