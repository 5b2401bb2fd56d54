import '../shims';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { clearScenarios, resetStore, server } from '../../../mocks/node';
import { createPortalClient } from '../../../sdk/client';
import type { PortalClient } from '../../../sdk/client';
import { createI18n } from '@portal/sdk/i18n';
import { PortalClientProvider, createQueryClient } from '@portal/sdk/react';

/** English as the payments pages get it: the main catalog plus the `editor` and `payments` sections. */
export const i18n = await createI18n('en', { sections: ['editor', 'payments'] });

export const API = 'http://localhost';

/** The stateful mock backend for the file, reseeded before every test. */
export function startMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetStore();
    clearScenarios();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function makeClient(token: string | null, fetch?: (request: Request) => Promise<Response>): PortalClient {
  return createPortalClient({ baseUrl: API, locale: 'en', getToken: () => token, ...(fetch ? { fetch } : {}) });
}

export function I18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * i18n (English unless `i18n` is given), a fresh QueryClient (no retries: failures show at once)
 * and the client, as the site provides them.
 */
export function renderWithApi(
  ui: ReactElement, client: PortalClient, { i18n: language = i18n, ...options }: Omit<RenderOptions, 'wrapper'> & { i18n?: typeof i18n } = {},
) {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={language}>
      <QueryClientProvider client={queryClient}>
        <PortalClientProvider client={client}>{children}</PortalClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: I18n, ...options });
}

export interface SentPurchase {
  path: string;
  body: { request_id?: string; package_id?: string; type?: string };
}

/** Every purchase request that reached the backend (the client's retries included), with its body; call inside a test. */
export function recordPurchases(): SentPurchase[] {
  const sent: SentPurchase[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !/\/api\/(lovecoins|packages)\/purchase$/.test(path)) return;
    sent.push({ path, body: (await request.clone().json()) as SentPurchase['body'] });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

/**
 * A fetch that lets the server act on a purchase and then loses its answer, `times` times: what a
 * dropped mobile connection does after the payment went through.
 */
export function losingAnswers(times: number): (request: Request) => Promise<Response> {
  let left = times;
  return async (request) => {
    const response = await globalThis.fetch(request);
    if (request.method === 'POST' && /\/purchase$/.test(new URL(request.url).pathname) && left > 0) {
      left -= 1;
      throw new TypeError('Network request failed');
    }
    return response;
  };
}
