import { describe, expect, it, vi } from 'vitest';
import { operationIdOf } from '../../../schemas/operations';
import { SchemaMismatchError } from '../../../sdk/client/errors';
import type { DriftReport } from '../../../sdk/client/tolerate';
import { RESPONSES, business, businessSummary, listingPage, profile, profileSummary, review } from './fixtures';
import { answer, client, json, server, serveMockApi } from './server';

/**
 * Tolerant reading: per entity, which broken parts an answer may lose and still be
 * used (the rules are declared in schemas/, see schemas/tolerance.ts), and which break it.
 */
serveMockApi();

/** A client whose drift reports are collected. */
function reading(body: unknown) {
  answer(() => json(body));
  const reports: DriftReport[] = [];
  return { api: client({ onDrift: (report) => reports.push(report) }), reports };
}

const dropped = (reports: DriftReport[]) => reports.flatMap((r) => r.dropped.map((d) => ({ kind: d.kind, at: d.at, itemId: d.itemId, fields: d.issues.map((i) => i.path) })));

async function mismatch(promise: Promise<unknown>): Promise<SchemaMismatchError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(SchemaMismatchError);
  return error as SchemaMismatchError;
}

describe('profile list items', () => {
  it('leaves out the two broken cards of 40, keeps 38, and reports both once for the answer', async () => {
    const page = listingPage(40);
    delete (page.data[3] as Partial<(typeof page.data)[number]>).slug;
    (page.data[17] as Record<string, unknown>).likes = '12';
    const { api, reports } = reading(page);
    const answer = await api.profiles.list({}, 1);
    expect(answer.data).toHaveLength(38);
    expect(answer.data.map((p) => p.id)).not.toContain(4);
    expect(answer.data.map((p) => p.id)).not.toContain(18);
    expect(answer.meta).toEqual(page.meta);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ method: 'GET', route: '/api/profile', path: '/api/profile' });
    expect(operationIdOf(reports[0]!.method, reports[0]!.route)).toBe('listProfiles');
    expect(dropped(reports)).toEqual([
      { kind: 'entry', at: 'data[3]', itemId: 4, fields: ['data[3].slug'] },
      { kind: 'entry', at: 'data[17]', itemId: 18, fields: ['data[17].likes'] },
    ]);
    expect(reports[0]!.dropped[1]!.issues[0]!.message).toMatch(/expected number/);
  });

  it('reads the same once the listing schema is hot and compiled (validate.ts)', async () => {
    const { api, reports } = reading(listingPage(40));
    for (let i = 0; i < 3; i += 1) expect((await api.profiles.list()).data).toHaveLength(40);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.resetHandlers();
    const page = listingPage(40);
    (page.data[5] as Record<string, unknown>).name = '';
    answer(() => json(page));
    expect((await api.profiles.list()).data).toHaveLength(39);
    expect(dropped(reports)).toEqual([{ kind: 'entry', at: 'data[5]', itemId: 6, fields: ['data[5].name'] }]);
  });

  it('never shows a profile under 18: the card is left out', async () => {
    const page = listingPage(2);
    page.data[0]!.age = 17;
    const { api } = reading(page);
    expect((await api.profiles.list()).data.map((p) => p.id)).toEqual([2]);
  });

  it('keeps a card whose picture, price or rating is broken, without them', async () => {
    const page = listingPage(1);
    Object.assign(page.data[0]!, { main_image: { image: 'javascript:alert(1)', image_id: 1 }, price_from: { amount: -1, currency: 'EUR' }, avg_rating: 9 });
    const { api, reports } = reading(page);
    const [card] = (await api.profiles.list()).data;
    expect(card).toMatchObject({ id: 1, main_image: null, price_from: null, avg_rating: null });
    expect(dropped(reports).map((d) => [d.kind, d.at, d.itemId])).toEqual([
      ['section', 'data[0].main_image', 1], ['section', 'data[0].price_from', 1], ['section', 'data[0].avg_rating', 1],
    ]);
  });

  it('fails the answer when the envelope is broken: no list, or no pagination', async () => {
    for (const body of [{ ...listingPage(2), data: 'not-a-list' }, { data: listingPage(2).data }, { ...listingPage(2), meta: { page: '1' } }]) {
      const { api, reports } = reading(body);
      const error = await mismatch(api.profiles.list());
      expect(error.kind).toBe('schema-mismatch');
      expect(reports).toEqual([expect.objectContaining({ dropped: [], failed: expect.any(Array) })]);
      server.resetHandlers();
    }
  });

  it('the home page slider and a business page leave out broken profiles the same way', async () => {
    const slider = reading({ data: [profileSummary(1), { ...profileSummary(2), slug: 'Not A Slug!' }] });
    expect((await slider.api.reference.escortSlider()).data.map((p) => p.id)).toEqual([1]);
    expect(slider.reports[0]).toMatchObject({ method: 'GET', route: '/api/escort-index-slider' });
  });
});

describe('business list items', () => {
  it('leaves out a business without a name, keeps one whose picture and rating are broken', async () => {
    const body = {
      data: [{ ...businessSummary(1), name: undefined }, { ...businessSummary(2), main_image: 'x', avg_rating: -1 }, businessSummary(3)],
      meta: { page: 1, per_page: 40, total_items: 3, total_pages: 1 },
    };
    const { api, reports } = reading(body);
    const answer = await api.businesses.list();
    expect(answer.data.map((b) => b.id)).toEqual([2, 3]);
    expect(answer.data[0]).toMatchObject({ main_image: null, avg_rating: null });
    expect(reports).toHaveLength(1);
    expect(dropped(reports)).toEqual([
      { kind: 'entry', at: 'data[0]', itemId: 1, fields: ['data[0].name'] },
      { kind: 'section', at: 'data[1].main_image', itemId: 2, fields: ['data[1].main_image'] },
      { kind: 'section', at: 'data[1].avg_rating', itemId: 2, fields: ['data[1].avg_rating'] },
    ]);
  });
});

describe('reviews', () => {
  it('leaves out a review with a broken rating or author, keeps one whose reply is broken, without the reply', async () => {
    const body = {
      ...(RESPONSES.listProfileReviews as object),
      reviews: [{ ...review(1), rating: 'five' }, { ...review(2), reply: 'x'.repeat(100_000) }, { ...review(3), author: null }, review(4)],
    };
    const { api, reports } = reading(body);
    const answer = await api.profiles.listReviews(1);
    expect(answer.reviews.map((r) => [r.id, r.reply])).toEqual([[2, null], [4, null]]);
    expect(reports[0]).toMatchObject({ route: '/api/profile/{id}/reviews', path: '/api/profile/1/reviews' });
    expect(dropped(reports).map((d) => [d.kind, d.at, d.itemId])).toEqual([
      ['entry', 'reviews[0]', 1], ['section', 'reviews[1].reply', 2], ['entry', 'reviews[2]', 3],
    ]);
  });

  it('the reviews listing leaves out a broken review the same way', async () => {
    const { api, reports } = reading({ data: [review(1), { ...review(2), created_at: 'yesterday' }], meta: { page: 1, per_page: 40, total_items: 2, total_pages: 1 } });
    expect((await api.reviews.list()).data.map((r) => r.id)).toEqual([1]);
    expect(dropped(reports)).toEqual([{ kind: 'entry', at: 'data[1]', itemId: 2, fields: ['data[1].created_at'] }]);
  });
});

describe('profile detail sections', () => {
  it('shows the page without its broken optional sections and reports them in one report', async () => {
    const broken = {
      ...profile(1),
      avg_rating: 'high',
      images: { main_slide: { image: 42 }, other_sliders: [{ image: '/media/2.svg', image_id: 2 }, { image_id: 3 }] },
      additional_services: [{ id: 5 }, { id: 6, title: 'Massage', summary: 50, description: null, time: null, include: true, check: true }],
      working_time: { mon: 'all day' },
      my_price: { time: ['1 h', '2 h'], incall: [100], outcall: [150] },
      currency: { code: 'ZZZ' },
      statistics: 'n/a',
      parameters: { ...profile(1).parameters, gender: { id: 'one' }, languages: [{ id: 1, title: 'English' }, { title: 'no id' }] },
      nearby: [{ ...profileSummary(2), slug: null }, profileSummary(3)],
      prev_slug: 'Bad Slug',
    };
    const { api, reports } = reading({ data: broken });
    const { data } = await api.profiles.get('model-1');
    expect(data).toMatchObject({
      id: 1, slug: 'model-1', name: 'Model 1', avg_rating: null, working_time: null, currency: null, prev_slug: null,
      images: { main_slide: null, other_sliders: [{ image: '/media/2.svg', image_id: 2 }] },
      my_price: { time: [], incall: [], outcall: [] },
    });
    expect(data).not.toHaveProperty('statistics');
    expect(data.additional_services.map((s) => s.id)).toEqual([6]);
    expect(data.parameters.gender).toBeNull();
    expect(data.parameters.languages).toEqual([{ id: 1, title: 'English' }]);
    expect(data.nearby.map((p) => p.id)).toEqual([3]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ route: '/api/profile/{id}', path: '/api/profile/model-1' });
    expect(dropped(reports).map((d) => [d.kind, d.at, d.itemId])).toEqual([
      ['section', 'data.avg_rating', 1],
      ['section', 'data.parameters.gender', 1],
      ['entry', 'data.parameters.languages[1]', undefined],
      ['section', 'data.images.main_slide', 1],
      ['entry', 'data.images.other_sliders[1]', undefined],
      ['entry', 'data.additional_services[0]', 5],
      ['section', 'data.working_time', 1],
      ['section', 'data.my_price', 1],
      ['section', 'data.currency', 1],
      ['section', 'data.statistics', 1],
      ['section', 'data.prev_slug', 1],
      ['entry', 'data.nearby[0]', 2],
    ]);
  });

  it('fails the page when an essential part is broken: name, slug, age, place, contacts, status or the editor’s values', async () => {
    for (const essential of [{ name: '' }, { slug: 5 }, { age: 17 }, { city: null }, { phone_number: 'call me' }, { status: 'gone' }]) {
      const { api, reports } = reading({ data: { ...profile(1), ...essential } });
      await mismatch(api.profiles.get(1));
      // One report says why: the essential field and the rule it broke.
      const field = Object.keys(essential)[0]!;
      expect(reports).toEqual([expect.objectContaining({ dropped: [], failed: [expect.objectContaining({ path: expect.stringMatching(new RegExp(`^data\\.${field}`)) })] })]);
      server.resetHandlers();
    }
  });

  it('reads past a broken form value or cam link (the editor shows it empty; the public page does not use them), and broken badges', async () => {
    const data = {
      ...profile(1),
      statuses: { is_vip: 'yes' },
      form: { ...profile(1).form, name: 7, cam_links: [{ platform: 'OnlyFans', url: 'onlyfans.com/viya' }, { platform: 'Cam', url: 'https://cam.example/viya' }] },
    };
    const { api, reports } = reading({ data });
    const answer = await api.profiles.get(1);
    expect(answer.data.form.name).toBeUndefined();
    expect(answer.data.form.cam_links).toEqual([{ platform: 'Cam', url: 'https://cam.example/viya' }]);
    expect(answer.data.statuses).toEqual({ is_vip: false, is_top: false, is_verified: false, is_new: false, is_independent: false, is_travel: false });
    expect(reports[0]!.dropped.map((part) => part.at).sort()).toEqual(['data.form.cam_links[0]', 'data.form.name', 'data.statuses']);
  });
});

describe('business detail sections', () => {
  it('shows the page without its broken optional sections, and without the broken models', async () => {
    const broken = {
      ...business(1),
      website: 'javascript:alert(1)',
      working_time: 'always',
      images: null,
      payment_types: [{ id: 1, title: 'Cash' }, 'card'],
      our_addittional_service: 12,
    };
    const { api, reports } = reading({ business: broken, profiles: [{ ...profileSummary(1), likes: -3 }, profileSummary(2)] });
    const answer = await api.businesses.show('agency-1');
    expect(answer.business).toMatchObject({
      id: 1, name: 'Agency 1', website: null, working_time: null, images: { main_slide: null, other_sliders: [] }, our_addittional_service: null,
      payment_types: [{ id: 1, title: 'Cash' }],
    });
    expect(answer.profiles.map((p) => p.id)).toEqual([2]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ route: '/api/business/{id}/show', path: '/api/business/agency-1/show' });
    expect(dropped(reports).map((d) => [d.kind, d.at, d.itemId])).toEqual([
      ['section', 'business.website', 1],
      ['entry', 'business.payment_types[1]', undefined],
      ['section', 'business.working_time', 1],
      ['section', 'business.images', 1],
      ['section', 'business.our_addittional_service', 1],
      ['entry', 'profiles[0]', 1],
    ]);
  });

  it('fails the page when its name, type, contacts or banner settings are broken', async () => {
    for (const essential of [{ name: null }, { type: 'club' }, { general_info: { phone_number: 'x' } }, { agency_picture: null }]) {
      const { api } = reading({ business: { ...business(1), ...essential }, profiles: [] });
      await mismatch(api.businesses.show(1));
      server.resetHandlers();
    }
  });

  it('the dashboard leaves out a broken model row', async () => {
    const { api, reports } = reading({ ...(RESPONSES.getBusiness as object), profiles: [{ ...profileSummary(1), status: 'active', is_active: 2 }] });
    expect((await api.businesses.get(1)).profiles).toEqual([]);
    expect(dropped(reports)).toEqual([{ kind: 'entry', at: 'profiles[0]', itemId: 1, fields: ['profiles[0].is_active'] }]);
  });
});

describe('stories, notifications and favourites', () => {
  const story = (id: number) => ({ id, type: 'STORY', url: `/media/${id}.mp4`, poster: null, author: { id: 3, name: 'Alina', slug: 'alina' }, created_at: '2026-10-02T10:00:00Z' });
  const meta = { page: 1, per_page: 40, total_items: 3, total_pages: 1 };

  it('a story without a video is left out; one with a broken poster is kept without it', async () => {
    const { api, reports } = reading({ data: [{ ...story(1), url: null }, { ...story(2), poster: 'ftp://x' }, story(3)], meta });
    const answer = await api.media.listStories();
    expect(answer.data.map((s) => [s.id, s.poster])).toEqual([[2, null], [3, null]]);
    expect(dropped(reports).map((d) => [d.kind, d.at, d.itemId])).toEqual([['entry', 'data[0]', 1], ['section', 'data[1].poster', 2]]);
  });

  it('a broken notification is left out; a broken link is left out of one', async () => {
    const note = (id: number) => ({ id, kind: 'new_model', title: 'New model', href: '/escort/model-1', read: false, created_at: '2026-10-02T10:00:00Z' });
    const { api } = reading({ data: [{ ...note(1), kind: 'promo' }, { ...note(2), href: 'javascript:x' }] });
    expect((await api.account.notifications()).data).toEqual([{ ...note(2), href: null }]);
  });

  it('a broken favourite profile or business is left out', async () => {
    const { api, reports } = reading({ data: { profiles: [profileSummary(1), { ...profileSummary(2), id: 'x' }], businesses: [{ ...businessSummary(1), slug: '' }] } });
    const answer = await api.account.favorites();
    expect(answer.data.profiles.map((p) => p.id)).toEqual([1]);
    expect(answer.data.businesses).toEqual([]);
    expect(dropped(reports).map((d) => [d.at, d.itemId])).toEqual([['data.profiles[1]', 'x'], ['data.businesses[0]', 1]]);
  });
});

describe('the reporting hook', () => {
  it('is not called for a conforming answer, and undocumented extra fields never fail a call nor count as drift', async () => {
    const extra = { ...profile(1), unknown_field: 1, parameters: { ...profile(1).parameters, new_thing: 'x' }, form: { name: 'Model 1', new_form_field: true } };
    const { api, reports } = reading({ data: extra, next_cursor: 'abc' });
    expect((await api.profiles.get(1)).data.name).toBe('Model 1');
    expect(reports).toEqual([]);
  });

  it('a failing hook does not fail the call', async () => {
    const page = listingPage(2);
    (page.data[0] as Record<string, unknown>).likes = null;
    answer(() => json(page));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answered = await client({ onDrift: () => { throw new Error('hook failed'); } }).profiles.list();
    expect(answered.data).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('without a hook the broken parts are still left out', async () => {
    const page = listingPage(3);
    (page.data[2] as Record<string, unknown>).created_at = 'now';
    answer(() => json(page));
    expect((await client().profiles.list()).data.map((p) => p.id)).toEqual([1, 2]);
  });
});
