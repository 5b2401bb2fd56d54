import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '../../../sdk/routes';
import { sameSiteLocation, sameSiteRedirectsOnly } from '../../../ui/site/server/redirect-target';

describe('redirect targets', () => {
  it.each(['/', '/escort?page=2', '/de/escort', '/login?redirect=%2Fclient%2Ffavorites'])('%s is a same-site path', (path) => {
    expect(isSameSitePath(path)).toBe(true);
    expect(sameSiteLocation(path)).toBe(path);
  });

  it.each(['//evil.example/', '/\\evil.example', '/\\/evil.example', 'https://evil.example/', 'evil.example', '/%0d%0aset-cookie:x\r\n', '/\tevil', ''])(
    '%j becomes the home page',
    (target) => {
      expect(sameSiteLocation(target)).toBe('/');
    },
  );

  it('refuses what is not a string', () => {
    expect(sameSiteLocation(undefined)).toBe('/');
    expect(sameSiteLocation(['/a'])).toBe('/');
  });
});

describe('every redirect the server writes', () => {
  /** A server whose handler writes a redirect the way `write` does, behind the middleware. */
  async function locationOf(write: (res: ServerResponse) => void): Promise<string | undefined> {
    const server = createServer((req, res) => {
      sameSiteRedirectsOnly(req as Request, res as unknown as Response, () => write(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      return res.headers.get('location') ?? undefined;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('turns an off-site Location given to writeHead (the renderer\'s guard and language redirects) into /', async () => {
    expect(await locationOf((res) => res.writeHead(302, { Location: '//evil.example/' }).end())).toBe('/');
    expect(await locationOf((res) => res.writeHead(302, 'Found', { location: '/\\evil.example' }).end())).toBe('/');
  });

  it('turns an off-site Location set before the head is written into /, and keeps same-site ones', async () => {
    expect(await locationOf((res) => {
      res.statusCode = 303;
      res.setHeader('location', 'https://evil.example/');
      res.end();
    })).toBe('/');
    expect(await locationOf((res) => res.writeHead(302, { location: '/login?redirect=%2Fclient' }).end())).toBe('/login?redirect=%2Fclient');
  });
});
