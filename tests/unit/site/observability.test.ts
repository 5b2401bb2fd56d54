import { describe, expect, it } from 'vitest';
import { requestSourceOrigin } from '../../../ui/site/server/csrf';
import { createReadiness } from '../../../ui/site/server/health';
import { pathOf, requestIdOf } from '../../../ui/site/server/logger';
import { routeLabel } from '../../../ui/site/server/metrics';
import { upstreamOperation } from '../../../ui/site/server/upstream-operation';

/** The pure parts of the production server's logs, metrics and checks (the rest: tests/e2e/production-*.test.ts). */
describe('request ids', () => {
  it('keeps a short id of safe characters and replaces anything else with a UUID', () => {
    expect(requestIdOf('abc-123_x.y:z=')).toBe('abc-123_x.y:z=');
    for (const bad of [undefined, '', 'x'.repeat(65), 'a b', 'a\u00e9', '<script>', ['a', 'b']]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('logs paths without their query string', () => {
    expect(pathOf('/escort?age_min=30&city=x')).toBe('/escort');
    expect(pathOf(undefined)).toBe('/');
  });
});

describe('operations and route patterns', () => {
  it('names an API call by its operation, whatever the ids in its path', () => {
    expect(upstreamOperation('GET', '/api/profile')?.id).toBe('listProfiles');
    expect(upstreamOperation('GET', '/api/profile/42')).toEqual({ id: 'getProfile', pattern: '/api/profile/{id}' });
    expect(upstreamOperation('HEAD', '/api/profile/42')?.id).toBe('getProfile');
    expect(upstreamOperation('PATCH', '/api/profile/42')?.id).toBe('updateProfile');
    expect(upstreamOperation('POST', '/api/profile/42/like')?.pattern).toBe('/api/profile/{id}/like');
    expect(upstreamOperation('GET', '/api/nothing-here')).toBeUndefined();
    expect(upstreamOperation('DELETE', '/api/login')).toBeUndefined();
  });

  it('labels requests by route pattern, never by raw path', () => {
    expect(routeLabel('GET', '/escort?page=2')).toBe('/escort');
    expect(routeLabel('GET', '/de/escort/some-model')).toBe('/escort/:slug');
    expect(routeLabel('GET', '/api/business/7/reviews')).toBe('/api/business/{id}/reviews');
    expect(routeLabel('GET', '/api/unknown/1')).toBe('/api/*');
    expect(routeLabel('GET', '/assets/app-abc123.js')).toBe('/assets/*');
    expect(routeLabel('GET', '/sitemap-de.xml')).toBe('/sitemap-{locale}.xml');
    expect(routeLabel('GET', '/healthz')).toBe('/healthz');
    expect(routeLabel('GET', '/xx/a/b/c/d')).toBe('not-found');
  });
});

describe('CSRF source origin', () => {
  it('takes Origin first, else the Referer\'s origin; an unreadable Referer counts as opaque', () => {
    expect(requestSourceOrigin('https://a.example', 'https://b.example/x')).toBe('https://a.example');
    expect(requestSourceOrigin(undefined, 'https://b.example/x?y')).toBe('https://b.example');
    expect(requestSourceOrigin(undefined, 'not a url')).toBe('null');
    expect(requestSourceOrigin(undefined, undefined)).toBeUndefined();
  });
});

describe('readiness', () => {
  it('is not ready when the API cannot be reached, and reports draining once asked to', async () => {
    const readiness = createReadiness('http://127.0.0.1:9', 200);
    expect(await readiness.apiAnswers()).toBe(false);
    expect(readiness.draining).toBe(false);
    readiness.startDraining();
    expect(readiness.draining).toBe(true);
  });
});
