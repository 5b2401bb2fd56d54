import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { isLocale } from '../../sdk/routes';
import { SiteShellContext } from '../../ui/site/context';
import type { SiteServices, SiteShell, SiteUser } from '../../ui/site/context';
import { AgeGateProvider } from '../../ui/site/shell/age-gate-state';
import { PopupProvider } from '../../ui/site/shell/popup-state';

/**
 * The site shell's own context for stories of its chrome (header, footer, gate, popups): the
 * language of the toolbar, the story's user, the 18+ choice. The global decorators of
 * .storybook/preview.tsx already provide i18n, queries, session and a MemoryRouter.
 */
export interface ShellParameters {
  user?: SiteUser | null;
  ageConfirmed?: boolean;
}

export const withSiteShell: Decorator = (Story, { globals, loaded, parameters }) => {
  const locale = isLocale(globals.locale) ? globals.locale : 'en';
  const shellParams = (parameters.shell ?? {}) as ShellParameters;
  const services: SiteServices = {
    locale,
    queryClient: new QueryClient(),
    i18n: loaded.i18n as I18n,
    client: null,
    user: shellParams.user ?? null,
    origin: window.location.origin,
  };
  const shell: SiteShell = { services, isBot: false, buildId: '' };
  return (
    <SiteShellContext.Provider value={shell}>
      <AgeGateProvider initial={shellParams.ageConfirmed ?? true}>
        <PopupProvider>
          <Story />
        </PopupProvider>
      </AgeGateProvider>
    </SiteShellContext.Provider>
  );
};
