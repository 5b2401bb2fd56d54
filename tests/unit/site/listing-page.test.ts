import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assertPageExists, pageHref } from '../../../ui/site/data/listing-page';

/** A listing page past the last is still the 404 page, and links to the last page. */
describe('a listing page past its last', () => {
  const meta = (total_pages: number) => ({ page: 1, per_page: 40, total_items: total_pages * 40, total_pages });
  const thrown = (run: () => void): unknown => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('is a 404 that names the last page with the same filters', () => {
    const error = thrown(() => assertPageExists(new URL('http://x/fr/escort?city_id=6&page=999&sort=price_asc'), 999, meta(4)));
    expect(isRouteErrorResponse(error) || (error as { type?: string }).type === 'DataWithResponseInit').toBe(true);
    const { data, init } = error as { data: unknown; init: { status: number } };
    expect(init.status).toBe(404);
    expect(data).toEqual({ kind: 'not-found', path: '/fr/escort', lastPage: { href: '/fr/escort?city_id=6&page=4&sort=price_asc', page: 4 } });
  });

  it('links to the bare listing when the last page is the first', () => {
    const { data } = thrown(() => assertPageExists(new URL('http://x/escort?page=33'), 33, meta(1))) as { data: { lastPage: unknown } };
    expect(data.lastPage).toEqual({ href: '/escort', page: 1 });
    expect(pageHref(new URL('http://x/reviews?rating=4&page=2'), 1)).toBe('/reviews?rating=4');
  });

  it('is no error up to the last page', () => {
    expect(thrown(() => assertPageExists(new URL('http://x/escort?page=4'), 4, meta(4)))).toBeUndefined();
    expect(thrown(() => assertPageExists(new URL('http://x/escort'), 1, meta(0)))).toBeUndefined();
  });
});
