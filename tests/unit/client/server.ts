import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createPortalClient } from '../../../sdk/client/portal-client';
import type { PortalClientOptions } from '../../../sdk/client/transport';

/** The MSW server and request log the client tests share. */
export const BASE = 'http://api.test';
export const server = setupServer();

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, the multipart fields (files as `file:<name>:<text>`), or null without a body. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, string> = {};
    for (const [name, value] of (await request.formData()).entries()) {
      fields[name] = typeof value === 'string' ? value : `file:${(value as File).name}:${await (value as Blob).text()}`;
    }
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

type Responder = (request: Request, attempt: number) => Response | Promise<Response>;

/** Answers every request under BASE with `respond` and records what arrived. */
export function answer(respond: Responder): Recorded[] {
  const calls: Recorded[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      calls.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await readBody(request.clone()) });
      return respond(request, calls.length);
    }),
  );
  return calls;
}

export const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as Record<string, unknown>, init);

export function client(options: Partial<PortalClientOptions> = {}) {
  return createPortalClient({ baseUrl: BASE, locale: 'de', getToken: () => 'tok', ...options });
}

/** The mock API for a test file: listening before its tests, reset after each, closed after all. */
export function serveMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** What a promise was rejected with; a test that expected a failure fails when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}
