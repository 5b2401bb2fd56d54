import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../schemas/constants';
import {
  JSON_BODY_LIMIT, MULTIPART_OVERHEAD, bodyLimitOf, decideProxy, forwardedFor, joinTarget,
} from '../../../ui/site/server/proxy-rules';

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

describe('X-Forwarded-For', () => {
  it('is the socket address alone when the peer is not a trusted proxy (a client-sent list is dropped)', () => {
    expect(forwardedFor('6.6.6.6', '203.0.113.9', false)).toBe('203.0.113.9');
    expect(forwardedFor(['6.6.6.6', '7.7.7.7'], '203.0.113.9', false)).toBe('203.0.113.9');
  });

  it('appends the socket address to the list a trusted proxy sent', () => {
    expect(forwardedFor('198.51.100.7', '10.0.0.2', true)).toBe('198.51.100.7, 10.0.0.2');
    expect(forwardedFor(undefined, '10.0.0.2', true)).toBe('10.0.0.2');
  });
});

describe('body limits', () => {
  it('gives the spec\'s uploads their sizes and every other call the JSON limit', () => {
    expect(bodyLimitOf('POST', '/media/api/v1/media')).toBe(VIDEO_MAX_BYTES + MULTIPART_OVERHEAD);
    expect(bodyLimitOf('POST', '/api/profile/12/upload-image')).toBe(IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
    expect(bodyLimitOf('POST', '/api/business/3/upload-image')).toBe(IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
    expect(bodyLimitOf('POST', '/api/login')).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitOf('POST', '/api/profile/12/upload-image/extra')).toBe(JSON_BODY_LIMIT);
    expect(JSON_BODY_LIMIT).toBeLessThan(IMAGE_MAX_BYTES);
  });
});
