import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileListQuery } from '../../../schemas';
import type { ProfileFilters, ProfileSummary } from '../../../schemas';
import { encodeQuery } from '../../../sdk/url/query-codec';
import { resetStore } from '../../../mocks/store';
import type { MockStore } from '../../../mocks/store';
import { priceInEuros } from '../../../mocks/store/price-from';
import { call, startMockServer } from './helpers';

/**
 * Beyond the spec: the listing's `sort` orders and `name` search in the mock backend. The default
 * order (VIP, TOP, the rest; newest first) is covered by filters.test.ts; here each chosen order is
 * checked over every page of a listing, and the name search against a plain scan of the store.
 */
startMockServer();
let store: MockStore;
beforeAll(() => {
  store = resetStore();
});

type Card = ProfileSummary;

async function all(filters: Partial<ProfileFilters>): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page += 1) {
    const query = encodeQuery({ ...filters, page, per_page: 100 }, { schema: ProfileListQuery });
    const { status, body } = await call(`/api/profile?${query}`);
    expect(status).toBe(200);
    const { data, meta } = body as { data: Card[]; meta: { total_pages: number } };
    cards.push(...data);
    if (page >= meta.total_pages) return cards;
  }
}

const defaultIds = async (filters: Partial<ProfileFilters>) => (await all(filters)).map((p) => p.id);
/** A card's place in the default order, to check that ties keep it. */
const rankIn = (ids: readonly number[]) => (card: Card) => ids.indexOf(card.id);

/** Each neighbouring pair is in order by `value` (unknowns last), and by the default order on a tie. */
function expectOrdered(cards: readonly Card[], value: (c: Card) => number | null, direction: 1 | -1, rank: (c: Card) => number) {
  for (let i = 1; i < cards.length; i += 1) {
    const [a, b] = [cards[i - 1]!, cards[i]!];
    const [va, vb] = [value(a), value(b)];
    if (va === vb) expect(rank(a), `${a.id} before ${b.id} on a tie`).toBeLessThan(rank(b));
    else if (va === null) throw new Error(`${a.id} has no value but comes before ${b.id}`);
    else if (vb !== null) expect((vb - va) * direction, `${a.id} (${va}) before ${b.id} (${vb})`).toBeGreaterThan(0);
  }
}

describe('listing sort orders (beyond spec)', () => {
  const base = { category: 'escort' } as const;

  it('keeps the same profiles whatever the order', async () => {
    const ids = new Set(await defaultIds(base));
    for (const sort of ['newest', 'price_asc', 'price_desc', 'rating'] as const) {
      expect(new Set((await all({ ...base, sort })).map((p) => p.id)), sort).toEqual(ids);
    }
  });

  it('newest: created last first, paid placements included', async () => {
    const rank = rankIn(await defaultIds(base));
    const cards = await all({ ...base, sort: 'newest' });
    expectOrdered(cards, (c) => Date.parse(c.created_at), -1, rank);
    // A strict order: the first card is not necessarily a VIP any more.
    expect(cards.slice(0, 40).some((c) => !c.statuses.is_vip && !c.statuses.is_top)).toBe(true);
  });

  it.each([['price_asc', 1], ['price_desc', -1]] as const)('%s: by the lowest rate in one currency, unpriced last', async (sort, direction) => {
    const rank = rankIn(await defaultIds(base));
    const cards = await all({ ...base, sort });
    expectOrdered(cards, (c) => priceInEuros(c.price_from), direction, rank);
    expect(new Set(cards.map((c) => c.price_from?.currency).filter(Boolean)).size).toBeGreaterThan(1);
  });

  it('rating: best average first, unrated last, and a new review moves a profile', async () => {
    const rank = rankIn(await defaultIds(base));
    const cards = await all({ ...base, sort: 'rating' });
    expectOrdered(cards, (c) => c.avg_rating, -1, rank);
    expect(cards.some((c) => c.avg_rating === null)).toBe(true);
    expect(cards[0]?.avg_rating).not.toBeNull();

    const unrated = cards.findLast((c) => c.avg_rating === null)!;
    store.addReview({
      id: store.nextId('review'), subject: { type: 'profile', id: unrated.id }, author_id: 1, body: 'A lovely evening, on time and kind.',
      rating: 5, date_of_meeting: '2025-01-01', duration_of_meeting: '1 h', reply: null, created_at: store.now(),
    });
    const after = await all({ ...base, sort: 'rating' });
    expect(after.findIndex((c) => c.id === unrated.id)).toBeLessThan(after.findIndex((c) => c.avg_rating === null));
  });

  it('an unknown order is refused with the 422 shape', async () => {
    const { status, body } = await call('/api/profile?sort=cheapest');
    expect(status).toBe(422);
    expect(Object.keys((body as { errors: object }).errors)).toEqual(['sort']);
  });
});

describe('name search (beyond spec)', () => {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const scan = (text: string) =>
    [...store.profiles.values()]
      .filter((p) => p.status === 'active' && p.is_active === 1 && !p.incognito && fold(p.form.name).includes(fold(text)))
      .map((p) => p.id);

  it('finds the public profiles whose name contains the text, ignoring case and accents', async () => {
    const sample = [...store.profiles.values()].find((p) => p.status === 'active' && p.is_active === 1 && !p.incognito)!;
    const part = sample.form.name.slice(1, 4).toUpperCase();
    const found = await all({ name: part });
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((p) => p.id))).toEqual(new Set(scan(part)));
    expect(found.map((p) => p.id)).toContain(sample.id);
  });

  it('combines with filters and sort orders', async () => {
    const sample = [...store.profiles.values()].find((p) => p.status === 'active' && p.is_active === 1 && !p.incognito && p.form.category === 'escort')!;
    const text = sample.form.name.slice(0, 2);
    const found = await all({ name: text, category: 'escort', sort: 'newest' });
    const expected = scan(text).filter((id) => store.profiles.get(id)!.form.category === 'escort');
    expect(new Set(found.map((p) => p.id))).toEqual(new Set(expected));
    expect(found.map((p) => Date.parse(p.created_at))).toEqual(found.map((p) => Date.parse(p.created_at)).sort((a, b) => b - a));
  });

  it('never finds an incognito model by her real name', async () => {
    const hidden = [...store.profiles.values()].find((p) => p.incognito && p.status === 'active' && p.is_active === 1);
    expect(hidden, 'the seed has an active incognito model').toBeDefined();
    expect((await all({ name: hidden!.form.name })).map((p) => p.id)).not.toContain(hidden!.id);
  });

  it('answers an empty page for a name nobody has, and refuses a blank or overlong one', async () => {
    expect(await all({ name: 'zzqqxx' })).toEqual([]);
    expect((await call('/api/profile?name=%20%20')).status).toBe(422);
    expect((await call(`/api/profile?name=${'a'.repeat(61)}`)).status).toBe(422);
  });
});
