import { request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossOriginGuard } from '../../../ui/site/server/csrf';
import { AGE_CONFIRM_PATH } from '../../../ui/site/shell/age-gate-state';

/** The cross-origin write guard covers every path that changes state: /api, /media uploads, the 18+ form. */
const SITE = 'https://portal.example';
let server: Server;
let port = 0;
beforeAll(async () => {
  const app = express();
  app.use(crossOriginGuard(() => SITE));
  app.use((_req, res) => res.status(204).end());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const post = (path: string, origin: string) =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'POST', headers: { origin } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject).end();
  });

describe('crossOriginGuard', () => {
  it.each(['/api/login', '/media/api/v1/media', '/media', AGE_CONFIRM_PATH])('refuses a post to %s from another site, lets the site\'s own through', async (path) => {
    expect(await post(path, 'https://evil.example')).toBe(403);
    expect(await post(path, SITE)).toBe(204);
  });

  it('leaves other paths to their own handling', async () => {
    expect(await post('/escort', 'https://evil.example')).toBe(204);
  });
});
