import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { API_MESSAGES, CROSS_ORIGIN_REQUEST_HEADERS, HTTP, VIDEO_MAX_BYTES } from '../../schemas';
import { fixtureHandlers } from '../fixtures';
import { loadRecordings } from '../fixtures/load';
import { handlers } from '../handlers';
import { allowedOn, methodNotAllowed } from '../handlers/method-not-allowed';
import { SCENARIO_HEADER, setScenarios } from '../scenarios';
import { getStore } from '../store';
import { httpOrigin } from '../../sdk/url/origin';

/**
 * The same handlers over real HTTP: each Node request becomes a Fetch Request for msw's
 * getResponse, and its Response is written back. Loopback only: the mock has demo passwords
 * and no security of its own.
 */
export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  /** Scenarios switched on process-wide at start (as MOCK_SCENARIO does). */
  scenarios?: string;
  /** A folder of recorded answers (`portal-sdk contract --record`) replayed before the seeded backend (as MOCK_FIXTURES does). */
  fixtures?: string;
}

export interface MockHttpServer {
  server: Server;
  host: string;
  port: number;
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_MOCK_PORT = 4010;
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
/** The largest body accepted: a story video plus the multipart envelope. */
const MAX_BODY_BYTES = VIDEO_MAX_BYTES + 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  // What the API accepts cross-origin (the SDK's README lists them), and the mock's own scenario header.
  'Access-Control-Allow-Headers': [...CROSS_ORIGIN_REQUEST_HEADERS, SCENARIO_HEADER].join(', '),
  'Access-Control-Expose-Headers': 'x-mock-operation, Retry-After, Content-Language',
  'Access-Control-Max-Age': '600',
};

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length > 0 ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

function toFetchRequest(req: IncomingMessage, body: Buffer | null, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = body !== null && method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function writeResponse(res: ServerResponse, response: Response, cors: Record<string, string>, head: boolean): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const bytes = head ? null : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(bytes);
}

/** Methods a Fetch Request cannot carry (undici refuses them): answered here, 405 on an API path. */
const UNFETCHABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`The mock API listens on loopback only, not ${host}`);
  if (options.scenarios) setScenarios(options.scenarios);
  getStore(); // Seed before the first request, so it is not the slow one.
  const served = options.fixtures ? [...fixtureHandlers(loadRecordings(options.fixtures)), ...handlers] : handlers;
  let origin = '';

  const server = createServer((req, res) => {
    const cors = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': req.headers.origin ?? '*', Vary: 'Origin' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    void (async () => {
      let response: Response;
      try {
        const body = await readBody(req);
        const method = req.method?.toUpperCase() ?? 'GET';
        if (UNFETCHABLE_METHODS.has(method)) {
          const allow = allowedOn(new URL(req.url ?? '/', origin).pathname);
          response = allow ? methodNotAllowed(allow) : json(HTTP.notFound, { message: API_MESSAGES.pageNotFound });
        } else response = (await getResponse(served, toFetchRequest(req, body, origin)))
          ?? json(HTTP.notFound, { message: API_MESSAGES.pageNotFound });
      } catch (error) {
        console.error(error);
        response = json(HTTP.serverError, { message: error instanceof Error ? error.message : 'Server Error' });
      }
      await writeResponse(res, response, cors, req.method === 'HEAD');
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(HTTP.serverError);
      res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = httpOrigin(host, port);

  return {
    server, host, port, url: origin,
    close: () => new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }),
  };
}
