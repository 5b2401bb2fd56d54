import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/seed/demo-accounts';
import { call, startMockServer } from './helpers';

/** The mock answers notifications in the request's language (Content-Language), as a real API would. */
startMockServer();

const titles = async (language: string) => {
  const { status, body } = await call('/api/notifications', { token: DEMO_ACCOUNTS.member.token, headers: { 'content-language': language } });
  expect(status).toBe(200);
  return (body as { data: Array<{ title: string; kind: string }> }).data;
};

describe('notifications in the request’s language', () => {
  it('says the welcome in German, Russian and English as asked', async () => {
    expect((await titles('de')).find((n) => n.kind === 'system')?.title).toBe('Willkommen im Portal!');
    expect((await titles('ru')).find((n) => n.kind === 'system')?.title).toBe('Добро пожаловать на портал!');
    expect((await titles('en')).find((n) => n.kind === 'system')?.title).toBe('Welcome to the portal!');
  });

  it('names a new model’s city in that language too', async () => {
    const english = (await titles('en')).filter((n) => n.kind === 'new_model');
    const german = (await titles('de')).filter((n) => n.kind === 'new_model');
    expect(german.length).toBe(english.length);
    for (const n of german) expect(n.title).toMatch(/^Neues Model in .+: .+$/);
  });
});
