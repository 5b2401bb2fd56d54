import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compile } from 'zod/mini';
import { ProfileList } from '../../../schemas/api/profiles';
import { validate } from '../../../sdk/client/validate';
import { listingPage, profileSummary } from './fixtures';

const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('response validation', () => {
  it('gives the runtime parser’s results before and after the schema is compiled', async () => {
    const schema = z.extend(ProfileList, {}); // a schema of its own, so no other test has warmed it up
    const good = listingPage(3);
    const bad = { ...listingPage(1), data: [{ ...profileSummary(1), age: 17 }] };
    const before = [validate(schema, good, compile), validate(schema, bad, compile)];
    await idle();
    const after = [validate(schema, good, compile), validate(schema, bad, compile)];
    expect(after).toEqual(before);
    expect(after[0]?.success).toBe(true);
    expect(after[1]?.error?.issues.map((i) => i.path)).toEqual([['data', 0, 'age']]);
  });

  it('returns a fresh output, not the input object', () => {
    const input = listingPage(1);
    const result = validate(ProfileList, input);
    expect(result.data).toEqual(input);
    expect(result.data).not.toBe(input);
  });
});
