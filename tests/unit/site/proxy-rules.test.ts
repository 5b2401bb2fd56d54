import { describe, expect, it } from 'vitest';
import { decideProxy, forwardRequestHeaders, forwardResponseHeaders, joinTarget } from '../../../ui/site/server/proxy-rules';

const API = 'http://127.0.0.1:4010';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const JSON_ACCEPT = 'application/json';

describe('which requests go to the API', () => {
  it.each([
    ['GET', '/api/profile?page=2', JSON_ACCEPT],
    ['POST', '/api/login', JSON_ACCEPT],
    ['GET', '/api', JSON_ACCEPT],
    ['GET', '/media/placeholder/p1/600x800/A.svg', 'image/avif,image/*'],
    ['POST', '/media/api/v1/media', undefined],
    ['POST', '/api/user', JSON_ACCEPT], // registration
    ['GET', '/api/user', JSON_ACCEPT], // a JSON read of /api/user is the API's
    ['POST', '/api/user', HTML], // a form post is never the page
  ])('%s %s is proxied', (method, url, accept) => {
    expect(decideProxy(method, url, accept, API)).toEqual({ kind: 'proxy', target: `${API}${url}` });
  });

  it.each([
    ['GET', '/escort'],
    ['GET', '/apis'], // a prefix of a segment is not the prefix
    ['GET', '/mediation'],
    ['GET', '/de/api/user'], // the localized page route
    ['GET', '/API/profile'], // API paths are case-sensitive; this is a (missing) page
    ['GET', '/api/user'], // §2 page route, navigated to
    ['HEAD', '/api/user/'],
  ])('%s %s is a page', (method, url) => {
    expect(decideProxy(method, url, HTML, API)).toEqual({ kind: 'page' });
  });

  it.each([
    '/api/../admin',
    '/api/%2e%2e/admin',
    '/api/%2E%2E/admin',
    '/api/./profile',
    '/media/..%2fsecret',
    '/api/a%5cb',
    '/api/a\\b',
    '/api/%00',
    '/api/%zz',
  ])('%s is refused (it could step outside /api and /media)', (url) => {
    expect(decideProxy('GET', url, JSON_ACCEPT, API)).toEqual({ kind: 'reject' });
  });
});

describe('upstream URL', () => {
  it('keeps the API host base path and the query string', () => {
    expect(joinTarget('https://api.example.test/v1/', '/api/profile?x=1')).toBe('https://api.example.test/v1/api/profile?x=1');
    expect(joinTarget('http://127.0.0.1:4010', '/media/a.svg')).toBe('http://127.0.0.1:4010/media/a.svg');
  });
});

describe('headers', () => {
  it('forwards end-to-end request headers, drops hop-by-hop ones and host, and adds X-Forwarded-*', () => {
    const out = forwardRequestHeaders(
      {
        host: 'site.test',
        cookie: 'token=abc',
        authorization: 'Bearer abc',
        'content-language': 'de',
        connection: 'keep-alive, x-private-hop',
        'keep-alive': 'timeout=5',
        'x-private-hop': '1',
        'transfer-encoding': 'chunked',
        'x-forwarded-for': '10.0.0.1',
      },
      { for: '127.0.0.1', host: 'site.test', proto: 'http' },
    );
    expect(out).toEqual({
      cookie: 'token=abc',
      authorization: 'Bearer abc',
      'content-language': 'de',
      'x-forwarded-for': '10.0.0.1, 127.0.0.1',
      'x-forwarded-host': 'site.test',
      'x-forwarded-proto': 'http',
    });
  });

  it('passes response headers back, several Set-Cookie headers included', () => {
    const out = forwardResponseHeaders({
      'content-type': 'application/json',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
      connection: 'close',
      'transfer-encoding': 'chunked',
    });
    expect(out).toEqual({ 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
  });
});
