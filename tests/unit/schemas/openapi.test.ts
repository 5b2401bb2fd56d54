import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '../../../schemas/operations';

const doc = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));

/** The 47 calls of spec section 7, as method and path. */
const SPEC_CALLS = `GET /api/set-locale|POST /api/login|POST /api/user|POST /api/forgot-password|POST /api/password-reset
|POST /api/verify-email|POST /api/contact-form|GET /api/my-balance|GET /api/profile/{id}|GET /api/profile|POST /api/profile
|PATCH /api/profile/{id}|GET /api/profile/{id}/edit|POST /api/profile/{id}/edit|POST /api/profile/{id}/upload-image
|POST /api/profile/{id}/delete-image|POST /api/profile/{id}/change-status|POST /api/profile/{id}/like
|GET /api/profile/{id}/reviews|POST /api/profile/{id}/reviews|POST /api/verify-profile|POST /api/reviews/{id}/reply
|GET /api/reviews|GET /api/reviews-filter-data|GET /api/business|GET /api/business/{id}/show|GET /api/business/{id}
|GET /api/business/{id}/test|POST /api/business/{id}|POST /api/business/{id}/upload-image|POST /api/business/{id}/delete-image
|POST /api/business/{id}/favorite|POST /api/business/{id}/like|GET /api/business/{id}/reviews|POST /api/business/{id}/reviews
|GET /api/all-individual-data|GET /api/services|GET /api/country|GET /api/country-city-widget|GET /api/categories
|GET /api/filter-data|GET /api/parking-types|GET /api/payments-types|GET /api/currency|GET /api/escort-index-slider
|GET /api/index-slider|POST /media/api/v1/media`.replace(/\s/g, '').replace(/(GET|POST|PATCH)/g, ' $1 ').split('|').map((s) => s.trim().replace(/^(\w+)\s+/, '$1 '));

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1', () => expect(doc.openapi).toBe('3.1.0'));

  it('holds all 47 calls of section 7 with their methods', () => {
    expect(SPEC_CALLS).toHaveLength(47);
    for (const call of SPEC_CALLS) {
      const [method, path] = call.split(' ') as [string, string];
      expect(doc.paths[path]?.[method.toLowerCase()], call).toBeDefined();
    }
    expect(operations.filter((o) => !('extra' in o)).map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(
      [...SPEC_CALLS].sort(),
    );
  });

  it('gives every operation a unique operationId, the Content-Language header and error responses', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, { operationId: string; parameters: { name: string; in: string }[]; responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item).filter(([key]) => !key.startsWith('x-'))) {
        expect(ids.has(op.operationId), `${method} ${path}`).toBe(false);
        ids.add(op.operationId);
        expect(op.parameters.some((p) => p.in === 'header' && p.name === 'Content-Language')).toBe(true);
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '429', 'default']));
      }
    }
    expect(ids.size).toBe(operations.length);
  });

  it('requires the bearer token exactly where a login is needed', () => {
    for (const op of operations) {
      const security = doc.paths[op.path][op.method].security as Record<string, unknown>[];
      const needsToken = security.length > 0 && security.every((s) => 'bearerAuth' in s);
      expect(needsToken, op.id).toBe(op.auth === 'required');
    }
  });

  it('documents uploads as multipart with binary files', () => {
    for (const op of operations.filter((o) => 'bodyType' in o && o.bodyType === 'multipart')) {
      expect(Object.keys(doc.paths[op.path][op.method].requestBody.content), op.id).toEqual(['multipart/form-data']);
    }
  });

  it('says the review rules: one review per client, no meeting in the future', () => {
    for (const path of ['/api/profile/{id}/reviews', '/api/business/{id}/reviews']) {
      const post = doc.paths[path].post;
      expect(post.description, path).toMatch(/one review per client/);
      expect(post.responses['422'], path).toBeDefined();
    }
    expect(doc.components.schemas.ReviewCreateRequest.properties.date_of_meeting.description).toMatch(/not in the future/);
    expect(doc.components.schemas.ReviewCategory.enum).toEqual(expect.arrayContaining(['escort', 'agencies', 'strip_club']));
  });
});
