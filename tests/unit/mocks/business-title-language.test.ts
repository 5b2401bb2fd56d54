import { describe, expect, it } from 'vitest';
import { call, startMockServer } from './helpers';

/** A business page's title names its city in the request's language, as the page's city does. */
startMockServer();

type Card = { id: number; city: { title: string } };
const get = async <T,>(path: string, language: string) => (await call(path, { headers: { 'content-language': language } })).body as T;

describe('a business’s title in the request’s language', () => {
  it('names the city as the city field does (La Haya, not The Hague, in Spanish)', async () => {
    const english = (await get<{ data: Card[] }>('/api/business?per_page=100', 'en')).data;
    const spanish = (await get<{ data: Card[] }>('/api/business?per_page=100', 'es')).data;
    const at = spanish.findIndex((b, i) => b.city.title !== english[i]?.city.title);
    expect(at).toBeGreaterThanOrEqual(0);
    const id = spanish[at]!.id;
    const shown = await get<{ business: { title: string; city: { title: string } } }>(`/api/business/${id}/show`, 'es');
    expect(shown.business.title.endsWith(`, ${shown.business.city.title}`)).toBe(true);
    expect(shown.business.title).not.toContain(english[at]!.city.title);
  });
});
