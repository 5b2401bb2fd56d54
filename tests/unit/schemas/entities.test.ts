import { describe, expect, it } from 'vitest';
import {
  AdultAge, Business, CURRENCIES, Currency, GeneralInfo, IndividualProfileForm, MyPrice, PaginationMeta, PhoneNumber,
  ProfileFilters, Rate, RegistrationRequest, Review, ReviewCreateRequest, RoleSchema, SafeUrl, Service, UserSession,
  Wallet, WorkingDay, WorkingTime, ProfileStatus, DESCRIPTION_MAX_LENGTH, TEXT_MIN_LENGTH, DEFAULT_PHONE_CODE,
  ImageUploadRequest, StoryUploadRequest, ValidationErrorResponse, REVIEW_MESSAGES, latestMeetingDate,
} from '../../../schemas';
import { day, profileForm, registration, review, service, user, workingTime } from './fixtures';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('individual profile form (§3)', () => {
  it('accepts the spec’s fields, with the named ids null when unset', () => {
    expect(IndividualProfileForm.safeParse(profileForm).success).toBe(true);
  });
  it.each(['hair_length_id', 'intimate_grooming_id', 'alcohol_id', 'smokers_id', 'tattoo_id', 'travel_mode_id'])(
    '%s is sent as null, never omitted',
    (field) => {
      const { [field]: _omitted, ...rest } = profileForm as Record<string, unknown>;
      expect(IndividualProfileForm.safeParse(rest).success).toBe(false);
      expect(IndividualProfileForm.safeParse({ ...rest, [field]: null }).success).toBe(true);
    },
  );
  it('rejects a description over the maximum with the spec’s message', () => {
    const r = IndividualProfileForm.safeParse({ ...profileForm, description: 'a'.repeat(DESCRIPTION_MAX_LENGTH + 1) });
    expect(messages(r)).toContain(`description: The description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`);
  });
  it('rejects a description under the minimum with the spec’s message', () => {
    const r = IndividualProfileForm.safeParse({ ...profileForm, description: 'short' });
    expect(messages(r)).toContain(`description: fill in at least ${TEXT_MIN_LENGTH} characters`);
  });
  it('rejects unknown (hidden) fields a hostile client might add', () => {
    expect(IndividualProfileForm.safeParse({ ...profileForm, is_vip: true }).success).toBe(false);
  });
  it('rejects a category outside the portal’s', () => {
    expect(IndividualProfileForm.safeParse({ ...profileForm, category: 'minors' }).success).toBe(false);
  });
});

describe('phone number', () => {
  it('defaults the dial code to +380', () => {
    expect(PhoneNumber.parse({ tel: '501234567' }).code).toBe(DEFAULT_PHONE_CODE);
  });
  it('rejects letters and scripts', () => {
    expect(PhoneNumber.safeParse({ tel: '<script>', code: '+380' }).success).toBe(false);
    expect(PhoneNumber.safeParse({ tel: '501234567', code: '380' }).success).toBe(false);
  });
});

describe('adults only', () => {
  it('rejects any age below 18 with a clear message', () => {
    const r = AdultAge.safeParse(17);
    expect(messages(r)).toEqual([': Age must be 18 or more']);
    expect(AdultAge.safeParse(18).success).toBe(true);
  });
  it('rejects a session user under 18', () => {
    expect(UserSession.safeParse({ ...user, age: 16 }).success).toBe(false);
  });
  it('rejects an age filter below 18', () => {
    expect(ProfileFilters.safeParse({ age_min: 17 }).success).toBe(false);
    expect(ProfileFilters.safeParse({ age_max: 16 }).success).toBe(false);
    expect(ProfileFilters.safeParse({ age_min: 18, age_max: 30 }).success).toBe(true);
  });
});

describe('working time (§3)', () => {
  it('has the seven day keys, wen spelt so', () => {
    expect(WorkingTime.safeParse(workingTime).success).toBe(true);
    const { wen: _wen, ...noWen } = workingTime;
    expect(WorkingTime.safeParse({ ...noWen, wed: day }).success).toBe(false);
  });
  it('takes All day, hourly values 00:00 to 24:00, or not available', () => {
    expect(WorkingDay.safeParse({ from: 'All day', to: null, notAvailable: false }).success).toBe(true);
    expect(WorkingDay.safeParse({ from: '00:00', to: '24:00', notAvailable: false }).success).toBe(true);
    expect(WorkingDay.safeParse({ from: null, to: null, notAvailable: true }).success).toBe(true);
    expect(WorkingDay.safeParse({ from: '25:00', to: '24:00', notAvailable: false }).success).toBe(false);
    expect(WorkingDay.safeParse({ from: '10:30', to: '24:00', notAvailable: false }).success).toBe(false);
    expect(WorkingDay.safeParse({ from: null, to: null, notAvailable: false }).success).toBe(false);
  });
});

describe('rates and services (§3)', () => {
  it('a rate has a duration of the list and incall or outcall', () => {
    expect(Rate.safeParse({ time: '1.5 h', incall: 150, outcall: null }).success).toBe(true);
    expect(Rate.safeParse({ time: '7 h', incall: 150, outcall: null }).success).toBe(false);
    expect(Rate.safeParse({ time: '1 h', incall: null, outcall: null }).success).toBe(false);
    expect(Rate.safeParse({ time: '1 h', incall: -5, outcall: null }).success).toBe(false);
  });
  it('my_price lists stay parallel', () => {
    expect(MyPrice.safeParse({ time: ['1 h'], incall: [100], outcall: [null] }).success).toBe(true);
    expect(MyPrice.safeParse({ time: ['1 h', '2 h'], incall: [100], outcall: [null] }).success).toBe(false);
  });
  it('a service has id, title, summary (price), description, time, include and check', () => {
    expect(Service.safeParse(service).success).toBe(true);
    expect(Service.safeParse({ ...service, include: 'yes' }).success).toBe(false);
  });
});

describe('business (§3)', () => {
  const generalInfo = {
    phone_number: { tel: '441234567', code: '+44' }, country_id: 1, city_id: 2, apply_to_all: true,
    payment_types: [1], parking_types: [2], currency_id: 4, address: '1 Example Street',
  };
  it('general_info needs payment types, parking types and an address', () => {
    expect(GeneralInfo.safeParse(generalInfo).success).toBe(true);
    expect(GeneralInfo.safeParse({ ...generalInfo, payment_types: [] }).success).toBe(false);
    expect(GeneralInfo.safeParse({ ...generalInfo, address: '  ' }).success).toBe(false);
  });
  it('keeps the spec’s spelling our_addittional_service and inklusive_services', () => {
    expect(Object.keys(Business.shape)).toEqual(expect.arrayContaining(['our_addittional_service', 'inklusive_services']));
  });
});

describe('currencies', () => {
  it('are the eleven of the spec, each with id, code, title and sign', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(['USD', 'EUR', 'JPY', 'GBP', 'CNY', 'AUD', 'CAD', 'CHF', 'SEK', 'RUB', 'UAH']);
    for (const c of CURRENCIES) expect(Currency.safeParse(c).success).toBe(true);
    expect(Currency.safeParse({ id: 12, code: 'BTC', title: 'Bitcoin', sign: '₿' }).success).toBe(false);
  });
});

describe('session, registration and roles', () => {
  it('roles are MEMBER, INDIVIDUAL and BUSSINESS (sic)', () => {
    expect(RoleSchema.options).toEqual(['MEMBER', 'INDIVIDUAL', 'BUSSINESS']);
    expect(RoleSchema.safeParse('BUSINESS').success).toBe(false);
  });
  it('accepts a session of §3', () => expect(UserSession.safeParse(user).success).toBe(true));
  it('password must match its confirmation', () => {
    const r = RegistrationRequest.safeParse({ ...registration, password_confirmation: 'other-pass-1' });
    expect(messages(r)).toContain('password_confirmation: Passwords do not match');
  });
  it('confirmation is required', () => {
    const r = RegistrationRequest.safeParse({ ...registration, password_confirmation: '' });
    expect(messages(r)).toContain('password_confirmation: Confirm your password');
  });
  it('the terms must be accepted and the email valid', () => {
    expect(RegistrationRequest.safeParse({ ...registration, terms: false }).success).toBe(false);
    expect(RegistrationRequest.safeParse({ ...registration, email: 'not-an-email' }).success).toBe(false);
    expect(RegistrationRequest.safeParse(registration).success).toBe(true);
  });
});

describe('reviews, pagination, wallet, status', () => {
  it('a review has body, reply, rating, date and duration of meeting', () => {
    expect(Review.safeParse(review).success).toBe(true);
    expect(Review.safeParse({ ...review, rating: 6 }).success).toBe(false);
  });
  it('a new review needs enough text', () => {
    const r = ReviewCreateRequest.safeParse({ body: 'ok', rating: 4, date_of_meeting: '2026-10-01', duration_of_meeting: '1 h' });
    expect(messages(r)).toContain(`body: fill in at least ${TEXT_MIN_LENGTH} characters`);
  });
  it('a new review’s date of meeting is not in the future, with words the catalogs translate', () => {
    const body = { body: 'a'.repeat(TEXT_MIN_LENGTH), rating: 4, duration_of_meeting: '1 h' };
    const at = Date.UTC(2026, 10, 26, 22, 0);
    expect(latestMeetingDate(at)).toBe('2026-11-27');
    expect(ReviewCreateRequest.safeParse({ ...body, date_of_meeting: latestMeetingDate() }).success).toBe(true);
    expect(messages(ReviewCreateRequest.safeParse({ ...body, date_of_meeting: '2999-01-01' })))
      .toEqual([`date_of_meeting: ${REVIEW_MESSAGES.meetingDateInFuture}`]);
    expect(messages(ReviewCreateRequest.safeParse({ ...body, date_of_meeting: '' }))).toEqual([`date_of_meeting: ${REVIEW_MESSAGES.meetingDateInvalid}`]);
    expect(messages(ReviewCreateRequest.safeParse({ ...body, date_of_meeting: '12/31/2025' }))).toEqual([`date_of_meeting: ${REVIEW_MESSAGES.meetingDateInvalid}`]);
  });
  it('a review names where its subject’s page is (category or business type), optionally', () => {
    expect(Review.safeParse({ ...review, subject: { ...review.subject, category: 'trances' } }).success).toBe(true);
    expect(Review.safeParse({ ...review, subject: { ...review.subject, category: 'strip_club' } }).success).toBe(true);
    expect(Review.safeParse({ ...review, subject: { ...review.subject, category: 'casino' } }).success).toBe(false);
  });
  it('pagination meta has page, per_page, total_items and total_pages', () => {
    expect(PaginationMeta.safeParse({ page: 1, per_page: 40, total_items: 0, total_pages: 0 }).success).toBe(true);
    expect(PaginationMeta.safeParse({ page: 0, per_page: 40, total_items: 0, total_pages: 0 }).success).toBe(false);
  });
  it('a wallet balance is never negative', () => {
    expect(Wallet.safeParse({ balance: 10, owner: { type: 'individual', id: 1 } }).success).toBe(true);
    expect(Wallet.safeParse({ balance: -1, owner: { type: 'individual', id: 1 } }).success).toBe(false);
  });
  it('profile status is active, draft or moderating', () => {
    expect(ProfileStatus.options).toEqual(['active', 'draft', 'moderating']);
    expect(ProfileStatus.safeParse('pending').success).toBe(false);
  });
});

describe('filters, urls, uploads, errors', () => {
  it('a min may not exceed its max', () => {
    expect(ProfileFilters.safeParse({ height_min: 180, height_max: 160 }).success).toBe(false);
  });
  it('statuses are VIP, TOP, VERIFIED, TRAVEL GIRL, NEW and INDIVIDUAL', () => {
    expect(ProfileFilters.safeParse({ statuses: ['VIP', 'TRAVEL GIRL'] }).success).toBe(true);
    expect(ProfileFilters.safeParse({ statuses: ['FREE'] }).success).toBe(false);
  });
  it('urls are http(s) or site paths, never javascript:', () => {
    expect(SafeUrl.safeParse('https://example.test/a').success).toBe(true);
    expect(SafeUrl.safeParse('/media/a.svg').success).toBe(true);
    expect(SafeUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(SafeUrl.safeParse('//evil.test').success).toBe(false);
  });
  it('image uploads take images only; story uploads take videos of type STORY', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const exe = new File(['MZ'], 'a.png', { type: 'application/x-msdownload' });
    expect(ImageUploadRequest.safeParse({ image: png }).success).toBe(true);
    expect(ImageUploadRequest.safeParse({ image: exe }).success).toBe(false);
    const mp4 = new File(['x'], 'a.mp4', { type: 'video/mp4' });
    expect(StoryUploadRequest.safeParse({ file: mp4, type: 'STORY' }).success).toBe(true);
    expect(StoryUploadRequest.safeParse({ file: mp4, type: 'REEL' }).success).toBe(false);
  });
  it('the 422 shape carries per-field message lists', () => {
    expect(ValidationErrorResponse.safeParse({ message: 'Invalid', errors: { email: ['This email is already taken'] } }).success).toBe(true);
    expect(ValidationErrorResponse.safeParse({ message: 'Invalid', errors: { email: 'taken' } }).success).toBe(false);
  });
});
