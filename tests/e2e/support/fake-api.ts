import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for the API host on 127.0.0.1 that misbehaves on demand: by default it forwards every
 * request to a real API (the mock backend); `behave` swaps in hung, slow or refusing answers. It
 * counts its connections, so a test can see whether the site lets go of a stalled call.
 */
export type Behaviour =
  | { readonly kind: 'forward' }
  /** Accepts the request and never answers. */
  | { readonly kind: 'hung' }
  /** Forwards, but only after `ms`. */
  | { readonly kind: 'slow'; readonly ms: number }
  /** Sends the status line and headers at once, then the body never comes. */
  | { readonly kind: 'stalled-body' }
  /** Answers `status` with a JSON message (and the given headers). */
  | { readonly kind: 'status'; readonly status: number; readonly headers?: Record<string, string> };

export interface FakeApi {
  readonly url: string;
  /** How requests whose path `matches` are answered (all others forward); the last call wins. */
  behave(behaviour: Behaviour, matches?: (path: string) => boolean): void;
  /** Open connections that carry a request the fake API has not finished answering. */
  stalledConnections(): number;
  /** Requests seen per path (without the query). */
  readonly seen: string[];
  close(): Promise<void>;
}

export async function startFakeApi(upstream: string): Promise<FakeApi> {
  let behaviour: Behaviour = { kind: 'forward' };
  let matches: (path: string) => boolean = () => true;
  const pending = new Set<Socket>();
  const sockets = new Set<Socket>();
  const seen: string[] = [];

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    const answer = await fetch(upstream + (req.url ?? '/'), {
      method: req.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
    });
    res.writeHead(answer.status, out).end(body);
  }

  const server: Server = createServer((req, res) => {
    const socket = req.socket;
    pending.add(socket);
    res.on('finish', () => pending.delete(socket));
    const path = new URL(req.url ?? '/', 'http://fake.test').pathname;
    seen.push(path);
    const now = matches(path) ? behaviour : ({ kind: 'forward' } as const);
    switch (now.kind) {
      case 'hung':
        return;
      case 'stalled-body':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data":[');
        return;
      case 'status':
        res.writeHead(now.status, { 'content-type': 'application/json', ...now.headers }).end(JSON.stringify({ message: `status ${now.status}` }));
        return;
      case 'slow':
        setTimeout(() => void forward(req, res).catch(() => res.destroy()), now.ms);
        return;
      default:
        void forward(req, res).catch(() => res.destroy());
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      pending.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    behave(next, where = () => true) {
      behaviour = next;
      matches = where;
    },
    stalledConnections: () => [...pending].filter((s) => !s.destroyed).length,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
