import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearScenarios, resetStore, server } from '../../../mocks/node';
import { createPortalClient } from '../../../sdk/client';
import { SessionProvider } from '../../../sdk/react/session';
import type { Session } from '../../../sdk/session';
import { I18nWrapper } from '../i18n';

/** The origin the tests' client talks to; MSW answers any origin's /api/... from its store. */
export const API = 'http://localhost';

/** Starts the stateful mock backend for the file, with a fresh seeded store before every test. */
export function startMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetStore();
    clearScenarios();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A real client against the mock backend; the token is read per request, like the site does. */
export function makeClient(getToken: () => string | null = () => null) {
  return createPortalClient({ baseUrl: API, locale: 'en', getToken });
}

/** The API requests the page sent, as `METHOD /path`, for "sent once" checks. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

export interface SessionHarness {
  cookies: string[];
}

/** English i18n plus a SessionProvider whose cookie writes are captured instead of hitting document. */
export function renderWithSession(
  ui: ReactElement,
  { initialSession = null, api = null, ...options }: { initialSession?: Session | null; api?: Parameters<typeof SessionProvider>[0]['api'] } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const cookies: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nWrapper>
      <SessionProvider
        initialSession={initialSession}
        api={api}
        storeOptions={{ writeCookie: (c) => cookies.push(c), cookieOptions: { secure: false }, broadcast: null }}
      >
        {children}
      </SessionProvider>
    </I18nWrapper>
  );
  return { cookies, ...render(ui, { wrapper, ...options }) };
}

/** The text of the element that describes `control` (its error or hint), via aria-describedby. */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}
