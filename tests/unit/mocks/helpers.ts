import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createPortalClient } from '../../../sdk/client';
import { confirmedOf } from '../../../sdk/payments/quote';
import { server } from '../../../mocks/node';
import { clearScenarios } from '../../../mocks/scenarios';
import { clearContractViolations, getContractViolations } from '../../../mocks/handlers';

/** The MSW server of the mock backend, started once per test file, with a contract check after each test. */
export const BASE = 'http://mock.test';

export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    clearScenarios();
    expect(getContractViolations()).toEqual([]);
    clearContractViolations();
  });
  afterAll(() => server.close());
}

/** The SDK client against the mock, acting with the given token (or as a guest). */
export function clientAs(token?: string | null) {
  return createPortalClient({ baseUrl: BASE, locale: 'en', getToken: () => token ?? null });
}

export interface Raw {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Plain fetch for what the client hides on purpose (raw statuses, retries, broken bodies). */
export async function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Raw> {
  const { token, json, headers, ...rest } = init;
  const response = await fetch(`${BASE}${path}`, {
    ...rest,
    headers: {
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
    ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? 'POST' } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Left as text: some scenarios send broken JSON on purpose.
  }
  return { status: response.status, body, headers: response.headers };
}

/** The 8-byte PNG signature plus a little: enough to be an image/png upload. */
export const pngBlob = (seed = 1) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, seed + 1])], { type: 'image/png' });

export const videoBlob = () => new Blob([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], { type: 'video/mp4' });

type Client = ReturnType<typeof clientAs>;
type PackageInput = Omit<Parameters<Client['payments']['buyPackage']>[0], 'confirmed'>;

/** Buys TOP/VIP as the site does: quoted first (GET /api/packages/current), then bought with the quote's figures confirmed. */
export async function buyQuoted(client: Client, input: PackageInput) {
  const target = { ...(input.profile_id !== undefined ? { profile_id: input.profile_id } : {}), ...(input.business_id !== undefined ? { business_id: input.business_id } : {}) };
  const quote = (await client.payments.currentPackage(target)).data.quotes.find((q) => q.type === input.type);
  if (!quote) throw new Error(`no quote of ${input.type}`);
  return client.payments.buyPackage({ ...input, confirmed: confirmedOf(quote) });
}
