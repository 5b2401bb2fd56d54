import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import type { Exchange } from '../../../sdk/contract/http';
import { runContract } from '../../../sdk/contract/runner';
import { responseSchema, validatorFor } from './openapi-validator';
import { DEMO_LOGINS } from './support';

/**
 * The mock's answers, as the contract kit records them (every read, the three demo logins and
 * their reversible write journeys), checked by a standard JSON Schema validator reading
 * openapi.json: none refused, so the document is never stricter than the backend the schemas
 * describe. Error answers are checked against the status the document lists.
 */
let mock: MockHttpServer;
const recorded: { name: string; exchange: Exchange }[] = [];

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  await runContract({
    api: mock.url, logins: DEMO_LOGINS, writes: true,
    recorder: { emails: [], save: (exchange, name) => void recorded.push({ name, exchange }) },
  });
  // The reads that validate their query, answered 422, as openapi.yaml documents.
  for (const [name, path] of [['listStories', '/api/stories?per_page=abc'], ['listProfileReviews', '/api/profile/1/reviews?page=0']] as const) {
    const response = await fetch(`${mock.url}${path}`);
    recorded.push({ name, exchange: { request: { method: 'GET', path, query: {} }, response: { status: response.status, headers: {}, text: await response.text() } } });
  }
}, 60_000);
afterAll(async () => {
  await mock.close();
});

describe('the mock’s recorded answers, read by ajv from openapi.json', () => {
  it('are all valid against the schema the document gives their operation and status', () => {
    expect(recorded.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const { name, exchange } of recorded) {
      const operation = name.split('-')[0]!;
      const schema = responseSchema(operation, exchange.response.status);
      expect(schema, `${operation} ${exchange.response.status} is documented`).toBeDefined();
      const validate = validatorFor(schema!);
      if (!validate(JSON.parse(exchange.response.text))) {
        refused.push(`${operation} ${exchange.response.status} ${exchange.request.path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
      }
    }
    expect(refused).toEqual([]);
    expect(recorded.filter((r) => r.exchange.response.status === 422).length).toBeGreaterThanOrEqual(2);
  });
});
