import { describe, expect, it } from 'vitest';
import {
  BusinessQuestionnaire, Category, City, Country, CountryWithCities, Profile, ProfileStatuses, QUESTIONNAIRE_PROGRESS,
  QuestionnaireProgress, Story,
} from '../../../schemas';
import { city, country, day, profileRead, service, statuses, story, workingTime } from './fixtures';

/** Reference data, the profile as read back, stories and questionnaire progress (§3, §4). */
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
const read = (patch: Record<string, unknown>) => Profile.safeParse({ ...profileRead, ...patch });

describe('country and dial code (§3: the country and dial-code table)', () => {
  it('accepts a country with its dial code', () => {
    expect(Country.safeParse(country).success).toBe(true);
    expect(Country.safeParse({ ...country, id: 3, title: 'Czech Republic', iso: 'CZ', dial_code: '+420' }).success).toBe(true);
  });
  it.each(['380', '+', '+12345', '+38O', ''])('rejects the dial code %j', (dial_code) => {
    expect(messages(Country.safeParse({ ...country, dial_code }))).toContain('dial_code: Invalid dial code');
  });
  it('rejects a country without a dial code, a three-letter iso or a non-positive id', () => {
    const { dial_code: _d, ...noDial } = country;
    expect(Country.safeParse(noDial).success).toBe(false);
    expect(Country.safeParse({ ...country, iso: 'UKR' }).success).toBe(false);
    expect(Country.safeParse({ ...country, id: 0 }).success).toBe(false);
  });
  it('countries with cities carry the list of their cities (the filter’s countries with cities)', () => {
    expect(CountryWithCities.safeParse({ ...country, cities: [city, { id: 11, title: 'Lviv', country_id: 1 }] }).success).toBe(true);
    expect(CountryWithCities.safeParse({ ...country, cities: [] }).success).toBe(true);
    expect(CountryWithCities.safeParse(country).success).toBe(false);
    expect(CountryWithCities.safeParse({ ...country, cities: [{ id: 11, title: 'Lviv' }] }).success).toBe(false);
  });
});

describe('city', () => {
  it('has id, title and country_id; the slug is optional', () => {
    expect(City.safeParse(city).success).toBe(true);
    const { slug: _s, ...noSlug } = city;
    expect(City.safeParse(noSlug).success).toBe(true);
  });
  it('rejects a city without its country, a bad slug or a non-integer id', () => {
    const { country_id: _c, ...noCountry } = city;
    expect(City.safeParse(noCountry).success).toBe(false);
    expect(messages(City.safeParse({ ...city, slug: 'new york' }))).toContain('slug: Invalid slug');
    expect(City.safeParse({ ...city, slug: '' }).success).toBe(false);
    expect(City.safeParse({ ...city, id: 1.5 }).success).toBe(false);
  });
});

describe('category', () => {
  const escort = { id: 1, title: 'Independent escorts', slug: 'escort', type: 'profile' };
  it('is a profile or a business category with a slug', () => {
    expect(Category.safeParse(escort).success).toBe(true);
    expect(Category.safeParse({ id: 7, title: 'Massage salons', slug: 'massage-salon', type: 'business' }).success).toBe(true);
  });
  it('rejects another type, a missing slug or an unsafe slug', () => {
    expect(Category.safeParse({ ...escort, type: 'client' }).success).toBe(false);
    const { slug: _s, ...noSlug } = escort;
    expect(Category.safeParse(noSlug).success).toBe(false);
    expect(Category.safeParse({ ...escort, slug: '../admin' }).success).toBe(false);
  });
});

describe('profile as read back (§3)', () => {
  it('accepts images, services, working_time, my_price, avg_rating, likes, is_liked, statuses, status and is_active', () => {
    expect(messages(Profile.safeParse(profileRead))).toEqual([]);
  });

  it('images: main_slide {image, image_id} (or none yet) and other_sliders[]', () => {
    expect(read({ images: { main_slide: null, other_sliders: [] } }).success).toBe(true);
    expect(read({ images: { main_slide: { image: '/media/1.svg' }, other_sliders: [] } }).success).toBe(false);
    expect(read({ images: { main_slide: { image: 'javascript:alert(1)', image_id: 1 }, other_sliders: [] } }).success).toBe(false);
    expect(read({ images: { main_slide: null } }).success).toBe(false);
    expect(read({ images: { main_slide: null, other_sliders: [{ image: '/media/2.svg', image_id: 0 }] } }).success).toBe(false);
  });

  it('services: additional, inklusive (sic) and taboo lists of services', () => {
    expect(read({ additional_services: [], inklusive_services: [], taboo_services: [] }).success).toBe(true);
    const { taboo_services: _t, ...noTaboo } = profileRead;
    expect(Profile.safeParse(noTaboo).success).toBe(false);
    expect(read({ additional_services: [{ ...service, summary: '100 EUR' }] }).success).toBe(false);
    expect(read({ inklusive_services: [{ ...service, time: '7 h' }] }).success).toBe(false);
  });

  it('working_time: the seven days, or null when not set', () => {
    expect(read({ working_time: null }).success).toBe(true);
    const { sun: _s, ...noSunday } = workingTime;
    expect(read({ working_time: noSunday }).success).toBe(false);
    expect(read({ working_time: { ...workingTime, mon: { ...day, to: '24:30' } } }).success).toBe(false);
  });

  it('my_price: parallel time[], incall[] and outcall[] of the rate durations', () => {
    expect(read({ my_price: { time: [], incall: [], outcall: [] } }).success).toBe(true);
    expect(messages(read({ my_price: { time: ['1 h'], incall: [100, 200], outcall: [null] } })))
      .toContain('my_price: time, incall and outcall must have the same length');
    expect(read({ my_price: { time: ['90 min'], incall: [100], outcall: [null] } }).success).toBe(false);
    expect(read({ my_price: { time: ['1 h'], incall: [-1], outcall: [null] } }).success).toBe(false);
  });

  it('avg_rating: 0 to 5, or null without reviews', () => {
    for (const avg_rating of [0, 5, 3.7, null]) expect(read({ avg_rating }).success).toBe(true);
    for (const avg_rating of [-0.5, 5.1, '4.5']) expect(read({ avg_rating }).success).toBe(false);
  });

  it('likes: a whole number, never negative; is_liked: a boolean', () => {
    expect(read({ likes: 0, is_liked: true }).success).toBe(true);
    expect(read({ likes: -1 }).success).toBe(false);
    expect(read({ likes: 1.5 }).success).toBe(false);
    expect(read({ is_liked: 1 }).success).toBe(false);
    expect(read({ is_liked: 'true' }).success).toBe(false);
  });

  it('statuses: is_vip, is_top and the others, each a boolean', () => {
    expect(Object.keys(ProfileStatuses.shape)).toEqual(expect.arrayContaining(['is_vip', 'is_top', 'is_verified', 'is_new']));
    expect(read({ statuses: { ...statuses, is_top: true } }).success).toBe(true);
    const { is_top: _t, ...noTop } = statuses;
    expect(read({ statuses: noTop }).success).toBe(false);
    expect(read({ statuses: { ...statuses, is_vip: 'yes' } }).success).toBe(false);
  });

  it.each(['active', 'draft', 'moderating'])('status %s is accepted', (status) => {
    expect(read({ status }).success).toBe(true);
  });
  it('status is not a progress label or anything else', () => {
    expect(read({ status: 'pending' }).success).toBe(false);
    expect(read({ status: 'published' }).success).toBe(false);
  });

  it('is_active is 1 or 0 on the wire', () => {
    expect(read({ is_active: 0 }).success).toBe(true);
    expect(read({ is_active: 2 }).success).toBe(false);
    expect(read({ is_active: true }).success).toBe(false);
    expect(read({ is_active: '1' }).success).toBe(false);
  });

  it('adults only: age 18 or more, also on the nearby cards', () => {
    expect(read({ age: 18 }).success).toBe(true);
    expect(messages(read({ age: 17 }))).toEqual(['age: Age must be 18 or more']);
    expect(read({ age: 17.9 }).success).toBe(false);
    const { images: _i, ...card } = { ...profileRead, main_image: null, price_from: null };
    expect(read({ nearby: [{ ...card, age: 30 }] }).success).toBe(true);
    expect(read({ nearby: [{ ...card, age: 16 }] }).success).toBe(false);
  });
});

describe('story', () => {
  it('is a STORY video with its url, poster and author', () => {
    expect(Story.safeParse(story).success).toBe(true);
    expect(Story.safeParse({ ...story, poster: null }).success).toBe(true);
  });
  it('rejects another media type, unsafe urls, a missing author or a date that is not ISO 8601', () => {
    expect(Story.safeParse({ ...story, type: 'REEL' }).success).toBe(false);
    expect(messages(Story.safeParse({ ...story, url: 'javascript:alert(1)' }))).toContain('url: Invalid url');
    expect(Story.safeParse({ ...story, poster: 'data:image/svg+xml,<svg/>' }).success).toBe(false);
    const { author: _a, ...noAuthor } = story;
    expect(Story.safeParse(noAuthor).success).toBe(false);
    expect(Story.safeParse({ ...story, author: { ...story.author, name: ' ' } }).success).toBe(false);
    expect(Story.safeParse({ ...story, created_at: '02/10/2026' }).success).toBe(false);
  });
});

describe('questionnaire progress labels (§4)', () => {
  it('are not completed, in progress, completed and pending', () => {
    expect(QUESTIONNAIRE_PROGRESS).toEqual(['not completed', 'in progress', 'completed', 'pending']);
    for (const label of QUESTIONNAIRE_PROGRESS) expect(QuestionnaireProgress.safeParse(label).success).toBe(true);
  });
  it.each(['done', 'Completed', 'not_completed', 'in-progress', ''])('rejects %j', (label) => {
    expect(QuestionnaireProgress.safeParse(label).success).toBe(false);
  });
  it('the business questionnaire reports one label per step and is_final', () => {
    const progress = { general_info: 'completed', categories: 'in progress', images: 'not completed', is_final: false };
    expect(BusinessQuestionnaire.safeParse(progress).success).toBe(true);
    expect(BusinessQuestionnaire.safeParse({ ...progress, images: 'pending', is_final: true }).success).toBe(true);
    expect(BusinessQuestionnaire.safeParse({ ...progress, images: 'uploaded' }).success).toBe(false);
    const { is_final: _f, ...noFinal } = progress;
    expect(BusinessQuestionnaire.safeParse(noFinal).success).toBe(false);
  });
});
