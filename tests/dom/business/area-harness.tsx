import '../shims';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createPortalClient } from '../../../sdk/client';
import { PortalClientProvider, createQueryClient } from '@portal/sdk/react';
import { SessionProvider } from '../../../sdk/react/session';
import type { Session } from '../../../sdk/session';
import { getRoute } from '../../../sdk/routes';
import type { RouteId } from '../../../sdk/routes';
import { SiteShellContext } from '../../../ui/site/context';
import type { SiteShell } from '../../../ui/site/context';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../../schemas/constants';
import { testI18n } from '../i18n';

export const API = 'http://localhost';

/** Logs a demo account in on the mock backend: the session the site's cookies would hold. */
export async function demoSession(email: string, password: string): Promise<Session> {
  const answer = await createPortalClient({ baseUrl: API, locale: 'en' }).session.login({ email, password });
  const { token, user } = answer.data;
  if (!token || !user) throw new Error(`Demo login of ${email} gave no session`);
  return { token, user };
}

/**
 * A business-area page as the site renders it: the site shell's services (English), the signed-in
 * session, the SDK client with its token, TanStack Query (no retries) and a router at `url`
 * matching the page's own route pattern and id (so useParams, useSearchParams and useMatches work).
 * `locale` and `i18n`: another language (its instance with the account sections), English by default.
 */
export function renderAreaPage(
  page: ReactElement,
  { route, url, session, locale = 'en', i18n = testI18n }: { route: RouteId; url: string; session: Session; locale?: Locale; i18n?: I18n },
) {
  const client = createPortalClient({ baseUrl: API, locale: 'en', getToken: () => session.token });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const shell: SiteShell = {
    services: { locale, queryClient, i18n, client, user: { id: session.user.id, name: session.user.name, role: session.user.role }, origin: API },
    isBot: false,
    buildId: 'test',
  };
  const router = createMemoryRouter(
    [{ id: route, path: getRoute(route)!.pattern, element: page }, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [url] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SiteShellContext.Provider value={shell}>
        <QueryClientProvider client={queryClient}>
          <PortalClientProvider client={client}>
            <SessionProvider
              initialSession={session}
              api={null}
              storeOptions={{ writeCookie: () => undefined, cookieOptions: { secure: false }, broadcast: null }}
            >
              <RouterProvider router={router} />
            </SessionProvider>
          </PortalClientProvider>
        </QueryClientProvider>
      </SiteShellContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
