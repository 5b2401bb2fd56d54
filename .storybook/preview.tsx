import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { SCENARIOS, clearScenarios, handlers, setMockScenarios } from '../mocks/browser';
import { LOCALES } from '../schemas/constants';
import type { Locale } from '../schemas/constants';
import { createPortalClient } from '../sdk/client';
import { createI18n } from '../sdk/entries/i18n';
import { createQueryClient, PortalClientProvider } from '../sdk/entries/react';
import { SessionProvider } from '../sdk/react/session';
import { LinkProvider } from '@portal/components/LinkProvider';
import '../ui/styles/global.css';
import { docsTheme } from './docsTheme';
import { RouterLink } from './RouterLink';
import { ROLE_CHOICES, sessionFor } from './session';

// A play function's findBy* waits for what a person would: a part loaded on demand (a popup, a
// lazy panel) arrives through Vite's first transform of its chunk, which on a busy 2-core machine
// took longer than Testing Library's default second (AppPopups' wrong-password popup, in CI).
configure({ asyncUtilTimeout: 10_000 });

const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', it: 'Italiano', cz: 'Čeština', ru: 'Русский', pt: 'Português', el: 'Ελληνικά',
};

/** createI18n is async (each catalog is its own chunk), so it runs in a loader, per story render. */
const i18nLoader: Loader = async ({ globals }) => ({
  i18n: await createI18n(String(globals.locale ?? 'en') as Locale, { sections: ['legal', 'editor', 'payments', 'visitor', 'auth', 'feedback', 'stories'] }),
});

/** A fresh QueryClient per story (no cache leaks between stories); retry off so error states show at once. */
const queryClientLoader: Loader = () => ({
  queryClient: createQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
});

const withProviders: Decorator = (Story, { loaded, globals, parameters }) => {
  const i18n = loaded.i18n as I18n;
  const queryClient = loaded.queryClient as QueryClient;
  const session = sessionFor(globals.role);
  const client = createPortalClient({
    baseUrl: window.location.origin,
    locale: (globals.locale ?? 'en') as Locale,
    getToken: () => session?.token ?? null,
  });
  // `router.own`: the story brings its own data router (createMemoryRouter), for parts that read
  // a navigation's state; a router inside another one is refused by React Router.
  const router = (parameters.router ?? {}) as { initialEntries?: string[]; own?: boolean };
  const canvas = (
    <LinkProvider component={RouterLink}>
      <div lang={i18n.language}>
        <Story />
      </div>
    </LinkProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PortalClientProvider client={client}>
          {/* keyed by role so switching the toolbar starts a new session store */}
          <SessionProvider key={String(globals.role)} initialSession={session} storeOptions={{ broadcast: null, writeCookie: () => {} }}>
            {router.own ? canvas : <MemoryRouter initialEntries={router.initialEntries ?? ['/']}>{canvas}</MemoryRouter>}
          </SessionProvider>
        </PortalClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};

/** The toolbar's mock scenario (README, "Mock scenarios"); a story that sets its own wins, as it runs later. */
const NO_SCENARIO = 'none';
const withScenario: NonNullable<Preview['beforeEach']> = ({ globals }) => {
  const scenario = String(globals.scenario ?? NO_SCENARIO);
  if (scenario === NO_SCENARIO) return undefined;
  setMockScenarios(scenario);
  return () => clearScenarios();
};

const preview: Preview = {
  // Every story file gets a docs page (props from the components' TypeScript types and their doc
  // comments, every story as a state, the source as usage): Storybook is the designers' home.
  tags: ['autodocs'],
  globalTypes: {
    scenario: {
      description: 'Mock backend scenario: empty results, slow or flaky network, API down, broken bodies, payment unavailable, expired token',
      toolbar: {
        title: 'Scenario',
        icon: 'lightning',
        items: [{ value: NO_SCENARIO, title: 'No scenario' }, ...SCENARIOS.map((value) => ({ value, title: value }))],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value], right: value })),
        dynamicTitle: true,
      },
    },
    role: {
      description: 'Who is looking: a guest or one of the account roles',
      toolbar: { title: 'Role', icon: 'user', items: ROLE_CHOICES.map((value) => ({ value, title: value })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', role: 'guest', scenario: NO_SCENARIO },
  beforeEach: withScenario,
  loaders: [mswLoader(), i18nLoader, queryClientLoader],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    msw: { handlers },
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    docs: { theme: docsTheme },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
