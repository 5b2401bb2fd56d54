import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { neutraliseBidi } from '../../../sdk/text/bidi';
import { ApiError } from '../../../sdk/client/errors';
import { profileSummary } from './fixtures';
import { answer, client, json, serveMockApi } from './server';

/** Bidi override characters from the API never reach a page. */
serveMockApi();

const listing = (name: string) => ({ data: [{ ...profileSummary(1), name }], meta: { page: 1, per_page: 40, total_items: 1, total_pages: 1 } });

describe('bidi controls', () => {
  it('neutraliseBidi strips embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and nothing else', () => {
    expect(neutraliseBidi('\u202EAnna\u202C \u2067שלום\u2069 \u200Fmark')).toBe('Anna שלום \u200Fmark');
    expect(neutraliseBidi('plain')).toBe('plain');
  });

  it('an answer holding them literally is read without them', async () => {
    answer(() => json(listing('\u202Eanna\u2066x')));
    expect((await client().profiles.list({})).data[0]!.name).toBe('annax');
  });

  it('an answer holding them as JSON escapes is read without them', async () => {
    answer(() => new HttpResponse(JSON.stringify(listing('x')).replace('"name":"x"', '"name":"\\u202Eanna"'), {
      headers: { 'content-type': 'application/json' },
    }));
    expect((await client().profiles.list({})).data[0]!.name).toBe('anna');
  });

  it('an error message is read without them', async () => {
    answer(() => json({ message: '\u202Enope', errors: { name: ['\u202Dbad'] } }, { status: 422 }));
    const error = await client().profiles.list({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).message, (error as ApiError).fieldErrors]).toEqual(['nope', { name: ['bad'] }]);
  });
});
