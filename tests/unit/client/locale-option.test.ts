import { describe, expect, it } from 'vitest';
import { createListingClient } from '@portal/sdk/listing';
import { UnknownLocaleError } from '../../../sdk/locale';
import type { LocaleTag } from '../../../sdk/locale';
import { RESPONSES } from './fixtures';
import { answer, BASE, client, json, serveMockApi } from './server';

/** The client's `locale` option and `setLocale` read BCP 47 tags as the catalog they name. */
serveMockApi();

describe('the client’s locale', () => {
  it('sends a tag’s locale as Content-Language', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    const c = client({ locale: 'pt-BR' });
    expect(c.getLocale()).toBe('pt');
    await c.profiles.list();
    c.setLocale('cs-CZ');
    await c.profiles.list();
    await createListingClient({ baseUrl: BASE, locale: () => 'el-GR' }).profiles.list();
    expect(calls.map((r) => r.headers.get('content-language'))).toEqual(['pt', 'cz', 'el']);
  });

  it('refuses a value that names none of the nine, when the client is made or the locale set', () => {
    // @ts-expect-error: not a locale nor a tag of one
    expect(() => client({ locale: 'xx' })).toThrow(UnknownLocaleError);
    expect(() => client().setLocale('klingon' as LocaleTag)).toThrow(UnknownLocaleError);
  });

  it('fails a call whose locale getter answers an unknown value with that error, sending nothing', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    const error = await client({ locale: () => 'xx' as LocaleTag }).profiles.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownLocaleError);
    expect(calls).toHaveLength(0);
  });
});
