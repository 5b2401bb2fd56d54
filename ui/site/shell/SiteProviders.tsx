import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { PortalClient, Session } from '@portal/sdk';
import { PortalClientProvider, SessionProvider } from '@portal/sdk/react';
import type { SessionApi } from '@portal/sdk/react';
import { SiteShellContext } from '../context';
import type { SiteShell } from '../context';
import { AgeGateProvider } from './age-gate-state';
import { stopKeepingClicks } from './click-keeper';
import { markInteractive } from './interactive';
import { whenLaterPartsHydrated, whenPartsHydrated } from './lazy-part';
import { PopupProvider } from './popup-state';

export interface SiteProvidersProps {
  shell: SiteShell;
  queryClient: QueryClient;
  i18n: I18n;
  ageConfirmed: boolean;
  /** The session from the request cookies (server) or the document's cookies (browser). */
  session: Session | null;
  children: ReactNode;
}

/**
 * Everything the pages and components read from context, identical on the server and in the
 * browser. Links are plain `<a href>` everywhere (the components' default link): a click on one
 * to a page of this language becomes a client navigation through one listener on the document
 * (`useLinkInterception`, in RootShell), not through router hooks in each of a listing's 80 links.
 */
export function SiteProviders({ shell, queryClient, i18n, ageConfirmed, session, children }: SiteProvidersProps) {
  const client = shell.services.client as PortalClient;
  const api: SessionApi = client.session;
  // Effects run once the tree below has hydrated, and the page's lazy parts once theirs have come
  // (shell/lazy-part.tsx): mark the page interactive (tests and monitoring wait for
  // `html[data-hydrated]`, never for a delay; the app loads after first paint). Clicks made
  // before then are no longer kept (shell/click-keeper.ts).
  useEffect(() => {
    whenPartsHydrated(() => {
      markInteractive();
      // A click on a later part (asked for once the page is interactive) is kept until it has hydrated too.
      whenLaterPartsHydrated(stopKeepingClicks);
    });
  }, []);
  return (
    <SiteShellContext.Provider value={shell}>
      <QueryClientProvider client={queryClient}>
        <PortalClientProvider client={client}>
          <SessionProvider initialSession={session} api={api}>
            <I18nextProvider i18n={i18n}>
              <AgeGateProvider initial={ageConfirmed || shell.isBot}>
                <PopupProvider>
                  {children}
                </PopupProvider>
              </AgeGateProvider>
            </I18nextProvider>
          </SessionProvider>
        </PortalClientProvider>
      </QueryClientProvider>
    </SiteShellContext.Provider>
  );
}
