import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_PROFILE_DAYS, PAGE_SIZE, PROFILE_CATEGORIES, ProfileListQuery } from '../../../schemas';
import type { ProfileFilters } from '../../../schemas';
import { encodeQuery } from '../../../sdk/url/query-codec';
import { resetStore } from '../../../mocks/store';
import type { MockStore, ProfileRecord } from '../../../mocks/store';
import { call, startMockServer } from './helpers';

/**
 * Listing filters against the seed. The expected sets come from a plain scan of the store's
 * records written here, independently of the mock's index: each filter alone, then with two
 * others, must return exactly the profiles the scan finds, in listing order.
 */
startMockServer();
let store: MockStore;
beforeAll(() => {
  store = resetStore();
});

type Check = (p: ProfileRecord) => boolean;
const DAY = 24 * 60 * 60 * 1000;
const value = (list: string, id: number | null | undefined) => store.option(list, id)?.value ?? -1;
const isPublic: Check = (p) => p.status === 'active' && p.is_active === 1;
const oneOf = (wanted: readonly number[], id: number | null | undefined) => id !== null && id !== undefined && wanted.includes(id);
const offers = (p: ProfileRecord, ids: readonly number[]) =>
  [...p.inklusive_services, ...p.additional_services].some((s) => s.check && ids.includes(s.id));
const businessType = (p: ProfileRecord) => (p.business_id === null ? null : store.businesses.get(p.business_id)?.type);

/** Every filter with a value that matches some profiles, and what it means. */
const CASES: Array<[Partial<ProfileFilters>, Check]> = [
  [{ category: 'trances' }, (p) => p.form.category === 'trances'],
  [{ age_min: 25, age_max: 32 }, (p) => value('ages', p.form.age_id) >= 25 && value('ages', p.form.age_id) <= 32],
  [{ height_min: 160, height_max: 175 }, (p) => value('heights', p.form.height_id) >= 160 && value('heights', p.form.height_id) <= 175],
  [{ weight_min: 50, weight_max: 60 }, (p) => value('weights', p.form.weight_id) >= 50 && value('weights', p.form.weight_id) <= 60],
  [{ country_id: 3 }, (p) => p.form.country_id === 3],
  [{ city_id: 1 }, (p) => p.form.city_id === 1],
  [{ services: [2, 9] }, (p) => offers(p, [2, 9])],
  [{ incall_outcall: 'outcall' }, (p) => p.rates.some((r) => r.outcall !== null)],
  [{ type: [1, 5] }, (p) => oneOf([1, 5], p.form.body_type_id)],
  [{ hair_color: [1] }, (p) => oneOf([1], p.form.hair_color_id)],
  [{ hair_length: [3, 4] }, (p) => oneOf([3, 4], p.form.hair_length_id)],
  [{ bust_type: [2] }, (p) => oneOf([2], p.form.bust_type_id)],
  [{ bust_size: [3, 4] }, (p) => oneOf([3, 4], p.form.breast_size_id)],
  [{ smoker: [1] }, (p) => oneOf([1], p.form.smokers_id)],
  [{ alcohol: [2, 3] }, (p) => oneOf([2, 3], p.form.alcohol_id)],
  [{ tattoo: [1] }, (p) => oneOf([1], p.form.tattoo_id)],
  [{ gender: [2, 3] }, (p) => oneOf([2, 3], p.form.gender_id)],
  [{ ethnicity: [3] }, (p) => oneOf([3], p.form.ethnicity_id)],
  [{ orientation: [2] }, (p) => oneOf([2], p.form.orientation_id)],
  [{ available_for: [1, 4] }, (p) => oneOf([1, 4], p.form.available_for)],
  [{ meeting_with: [3] }, (p) => (p.form.meeting_with ?? []).includes(3)],
  [{ bikini: [1] }, (p) => oneOf([1], p.form.intimate_grooming_id)],
  [{ eyes: [1, 2] }, (p) => oneOf([1, 2], p.form.eye_color_id)],
  [{ business_type: 'massage_salons' }, (p) => businessType(p) === 'massage_salons'],
  [{ business_id: 2 }, (p) => p.business_id === 2],
  [{ statuses: ['VIP'] }, (p) => p.is_vip],
  [{ statuses: ['TOP', 'VERIFIED'] }, (p) => p.is_top || p.is_verified],
  [{ statuses: ['TRAVEL GIRL'] }, (p) => p.form.travel === true],
  [{ statuses: ['NEW'] }, (p) => store.now() - p.created_at < NEW_PROFILE_DAYS * DAY],
  [{ statuses: ['INDIVIDUAL'] }, (p) => p.business_id === null],
];

/** Two other cases whose keys differ from case i's and from each other, found stepping by 7. */
function partners(i: number): [(typeof CASES)[number], (typeof CASES)[number]] {
  const used = new Set(Object.keys(CASES[i]?.[0] ?? {}));
  const found: Array<(typeof CASES)[number]> = [];
  for (let step = 1; found.length < 2; step += 1) {
    const candidate = CASES[(i + step * 7) % CASES.length] as (typeof CASES)[number];
    const keys = Object.keys(candidate[0]);
    if (keys.some((k) => used.has(k))) continue;
    keys.forEach((k) => used.add(k));
    found.push(candidate);
  }
  return found as [(typeof CASES)[number], (typeof CASES)[number]];
}

const combinedSizes: number[] = [];

const expected = (check: Check) => [...store.profiles.values()].filter((p) => isPublic(p) && check(p));

async function list(filters: Partial<ProfileFilters>, page = 1, perPage = 100) {
  const query = encodeQuery({ ...filters, page, per_page: perPage }, { schema: ProfileListQuery });
  const { status, body } = await call(`/api/profile?${query}`);
  expect(status).toBe(200);
  return body as { data: Array<{ id: number; statuses: { is_vip: boolean; is_top: boolean }; created_at: string }>; meta: Record<string, number> };
}

/** Every matching id, over every page. */
async function allIds(filters: Partial<ProfileFilters>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await list(filters, page);
    ids.push(...data.map((p) => p.id));
    if (page >= (meta.total_pages ?? 0)) return ids;
  }
}

describe('listing filters', () => {
  it('lists only public profiles, PAGE_SIZE a page by default', async () => {
    const { status, body } = await call('/api/profile');
    const { data, meta } = body as { data: unknown[]; meta: Record<string, number> };
    expect(status).toBe(200);
    expect(data).toHaveLength(PAGE_SIZE);
    expect(meta).toEqual({ page: 1, per_page: PAGE_SIZE, total_items: expected(() => true).length, total_pages: Math.ceil(expected(() => true).length / PAGE_SIZE) });
  });

  it.each(CASES.map(([filters, check], i) => [JSON.stringify(filters), filters, check, i] as const))('%s alone and with two others', async (_, filters, check, i) => {
    const alone = expected(check);
    expect(alone.length).toBeGreaterThan(0);
    expect((await list(filters)).meta.total_items).toBe(alone.length);
    expect(new Set(await allIds(filters))).toEqual(new Set(alone.map((p) => p.id)));

    const [[f2, c2], [f3, c3]] = partners(i);
    const combined = expected((p) => check(p) && c2(p) && c3(p));
    combinedSizes.push(combined.length);
    const result = await allIds({ ...filters, ...f2, ...f3 });
    expect(new Set(result)).toEqual(new Set(combined.map((p) => p.id)));
    expect(result.every((id) => check(store.profiles.get(id) as ProfileRecord))).toBe(true);
  });

  it('most three-filter combinations match some profiles (the checks above are not vacuous)', () => {
    expect(combinedSizes).toHaveLength(CASES.length);
    expect(combinedSizes.filter((n) => n > 0).length).toBeGreaterThanOrEqual(CASES.length * 0.6);
  });

  it('counts add up: the categories and the genders each partition the public profiles', async () => {
    const total = (await list({})).meta.total_items ?? 0;
    let byCategory = 0;
    for (const category of PROFILE_CATEGORIES) byCategory += (await list({ category })).meta.total_items ?? 0;
    let byGender = 0;
    for (const gender of store.reference.individual.genders) byGender += (await list({ gender: [gender.id] })).meta.total_items ?? 0;
    expect([byCategory, byGender]).toEqual([total, total]);
    expect((await list({ gender: store.reference.individual.genders.map((g) => g.id) })).meta.total_items).toBe(total);
  });

  it('orders VIP first, then TOP, then the rest, newest first within each', async () => {
    // The whole escort category: the seed keeps paid profiles few, so one country may have no VIP.
    const { data } = await list({ category: 'escort' }, 1, 100);
    const group = (p: (typeof data)[number]) => (p.statuses.is_vip ? 0 : p.statuses.is_top ? 1 : 2);
    for (let i = 1; i < data.length; i += 1) {
      const [a, b] = [data[i - 1], data[i]] as [(typeof data)[number], (typeof data)[number]];
      expect(group(a) < group(b) || (group(a) === group(b) && a.created_at >= b.created_at)).toBe(true);
    }
    expect(data.some((p) => p.statuses.is_vip) && data.some((p) => group(p) === 1) && data.some((p) => group(p) === 2)).toBe(true);
  });

  it('refuses bad filters with the 422 shape', async () => {
    const { status, body } = await call('/api/profile?age_min=16&height_max=abc');
    expect(status).toBe(422);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual(['age_min', 'height_max']);
  });
});
