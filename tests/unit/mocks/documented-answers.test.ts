import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';

/**
 * Every answer of the mock is one openapi.yaml documents: the reads that validate their
 * query answer 422 with per-field errors, listed in the document; a method a path does not have
 * answers 405 with the path's `x-allow` as Allow (TRACE too, which a Fetch Request cannot carry);
 * out-of-range pages, page sizes and ids never answer 5xx.
 */
type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }> & { 'x-allow': string }> };
const doc = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as Doc;

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await mock.close();
});

/** A raw request (node:http), for methods fetch refuses to send. */
function raw(method: string, path: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${mock.url}${path}`, { method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the mock answers only what openapi.yaml documents', () => {
  const invalidReads: [string, string, string][] = [
    ['/api/categories?type=AAA', '/api/categories', 'type'],
    ['/api/filter-data?category=zzz', '/api/filter-data', 'category'],
    ['/api/stories?per_page=abc', '/api/stories', 'per_page'],
    ['/api/profile/1/reviews?page=0', '/api/profile/{id}/reviews', 'page'],
    ['/api/business/1/reviews?per_page=1000', '/api/business/{id}/reviews', 'per_page'],
  ];
  it.each(invalidReads)('GET %s answers 422 with errors on the field, a status its operation documents', async (url, template, field) => {
    const response = await fetch(`${mock.url}${url}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
    expect(Object.keys(doc.paths[template]!.get!.responses)).toContain('422');
  });

  it.each([
    ['DELETE', '/api/currency', 'GET'],
    ['PUT', '/api/profile/1', 'GET, PATCH'],
    ['TRACE', '/api/currency', 'GET'],
    ['TRACE', '/api/profile/viya-1202', 'GET, PATCH'],
    ['PATCH', '/api/login', 'POST'],
  ])('%s %s answers 405 with Allow: %s, the path\'s x-allow', async (method, path, allow) => {
    const answer = await raw(method, path);
    expect([answer.status, answer.allow]).toEqual([405, allow]);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
  });

  it('gives every path of the document the Allow header its x-allow names', async () => {
    for (const [template, item] of Object.entries(doc.paths)) {
      const answer = await raw('TRACE', template.replace(/\{\w+\}/g, '1'));
      expect([template, answer.status, answer.allow]).toEqual([template, 405, item['x-allow']]);
    }
  });

  it.each([
    '/api/profile?page=9007199254740993',
    '/api/profile?page=99999',
    '/api/profile?per_page=100000000',
    '/api/business?page=9007199254740993',
    '/api/profile/99999999999999999999',
    '/api/profile/9007199254740993/reviews',
    '/api/business/99999999999999999999/show',
    '/api/reviews?page=1e400',
  ])('GET %s never answers 5xx', async (path) => {
    const response = await fetch(`${mock.url}${path}`);
    expect(response.status).toBeLessThan(500);
  });
});
