import { request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath, canonicalPaths } from '../../../ui/site/server/canonical-path';

/** Paths sent as written (no client-side normalization), through the middleware on port 0. */
let server: Server;
let port = 0;
beforeAll(async () => {
  const app = express();
  app.use(canonicalPaths);
  app.use((req, res) => res.set('cache-control', 'public, s-maxage=60').send(`page ${req.url}`));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function raw(path: string, method = 'GET'): Promise<{ status: number; location?: string; cache?: string; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, cache: res.headers['cache-control'], body }));
    }).on('error', reject).end();
  });
}

describe('canonical paths', () => {
  it.each([
    ['//', '/'],
    ['//escort', '/escort'],
    ['//evil.test/escort', '/evil.test/escort'],
    ['/foo/../bar', '/bar'],
    ['/./escort', '/escort'],
    ['/en//escort///x', '/en/escort/x'],
    ['/%2e%2E/escort', '/escort'],
    ['/a/b/..', '/a/'],
    ['/../../etc', '/etc'],
  ])('answers %s with 301 to %s, never stored', async (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    const answer = await raw(path);
    expect(answer).toMatchObject({ status: 301, location: canonical, cache: 'no-store' });
  });

  it('keeps the query on the redirect and never redirects to a protocol-relative address', async () => {
    expect(await raw('//evil.test?x=1')).toMatchObject({ status: 301, location: '/evil.test?x=1' });
    const slashes = await raw('///\\evil.test');
    expect(slashes).toMatchObject({ status: 404, cache: 'no-store' });
  });

  it('answers other methods on a non-canonical path 404, not stored', async () => {
    expect(await raw('//escort', 'POST')).toMatchObject({ status: 404, cache: 'no-store' });
  });

  it('lets canonical paths through untouched', async () => {
    for (const path of ['/', '/escort', '/en/escort/', '/a.b/c..d', '/search?q=a//b']) {
      expect(await raw(path)).toMatchObject({ status: 200, body: `page ${path}` });
    }
  });
});
