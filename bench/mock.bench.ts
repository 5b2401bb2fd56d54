import { getResponse } from 'msw';
import { bench, describe } from 'vitest';
import { PAGE_SIZE, ProfileListQuery } from '../schemas';
import { encodeQuery } from '../sdk/url/query-codec';
import { handlers } from '../mocks/handlers';
import { seedStore } from '../mocks/seed';
import { getStore, resetStore } from '../mocks/store';

/**
 * The mock backend's two costs that matter: seeding (on start and on every reset) and answering
 * a listing page. Target: a 40-profile page with three filters well under 50 ms.
 */
const filters = { category: 'escort', age_min: 21, age_max: 35, statuses: ['VERIFIED'], page: 1, per_page: PAGE_SIZE };
const url = `http://mock.test/api/profile?${encodeQuery(filters, { schema: ProfileListQuery })}`;

describe('seed', () => {
  bench('seed the store (2,400+ profiles, 69 businesses, reviews, stories)', () => {
    seedStore();
  }, { iterations: 10, warmupIterations: 2 });
});

describe('listing', () => {
  resetStore();
  const store = getStore();
  store.index.ensure(store);

  bench('GET /api/profile: 40-profile page, three filters (parse, query, serialise, validate, JSON)', async () => {
    const response = await getResponse(handlers, new Request(url));
    if (response?.status !== 200) throw new Error(`status ${response?.status}`);
    await response.text();
  }, { iterations: 200, warmupIterations: 20 });

  bench('index query only: the same three filters', () => {
    store.index.query({ category: 'escort', age_min: 21, age_max: 35, statuses: ['VERIFIED'] });
  }, { iterations: 500, warmupIterations: 50 });

  bench('index rebuild after a change (first listing read after a write)', () => {
    store.version += 1;
    store.index.ensure(store);
  }, { iterations: 30, warmupIterations: 3 });
});
