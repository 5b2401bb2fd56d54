import { CURRENCIES, WEEK_DAYS } from '../../../schemas/constants';
import type { OperationId } from '../../../schemas/operations';

/** Valid answers of every operation (checked against the response schemas by coverage.test.ts). */
const at = '2026-10-02T10:00:00Z';
const place = { id: 10, title: 'Kyiv' };
const image = (id: number) => ({ image: `/media/${id}.svg`, image_id: id });
export const gallery = { main_slide: image(1), other_sliders: [image(2), image(3)] };
const statuses = { is_vip: false, is_top: true, is_verified: true, is_new: false, is_independent: true, is_travel: false };
const day = { from: '10:00', to: '22:00', notAvailable: false };
const workingTime = Object.fromEntries(WEEK_DAYS.map((d) => [d, day]));
const option = (id: number, title = `Option ${id}`) => ({ id, title });
const currency = CURRENCIES[1];
const service = { id: 1, title: 'Dinner date', summary: 100, description: null, time: '1 h', include: true, check: true };

export const profileSummary = (id: number) => ({
  id, slug: `model-${id}`, name: `Model ${id}`, age: 25, category: 'escort', country: { id: 1, title: 'Ukraine' }, city: place,
  main_image: image(id), statuses, price_from: { amount: 100, currency: 'EUR' }, avg_rating: 4.5, likes: 10, is_liked: false,
  business_id: null, incognito: false, created_at: at,
});

export const profile = (id: number) => {
  const { main_image: _m, price_from: _p, ...summary } = profileSummary(id);
  return {
    ...summary,
    user_id: 7,
    form: { name: summary.name },
    description: 'Friendly and discreet companion.',
    parameters: {
      gender: option(1), orientation: null, nationality: null, ethnicity: null, languages: [option(1)], height_cm: 170, weight_kg: 55,
      body_type: null, hair_length: null, hair_color: null, eye_color: null, breast_size: null, bust_type: null, intimate_grooming: null,
      alcohol: null, smokers: null, tattoo: null, piercing: [], meeting_with: [], available_for: null, travel_mode: null,
    },
    images: gallery, additional_services: [service], inklusive_services: [], taboo_services: [], working_time: workingTime,
    my_price: { time: ['1 h'], incall: [100], outcall: [150] }, currency, phone_number: { code: '+380', tel: '501234567' },
    whatsapp_number: null, telegram_number: null, is_favorite: false, status: 'active', is_active: 1, is_final: true,
    verification_requested: false, moderation_message: null, sent_to_moderation_at: null, views: 5, last_seen_at: at,
    updated_at: at, prev_slug: null, next_slug: 'model-2', nearby: [profileSummary(2)],
  };
};

const meta = (total: number) => ({ page: 1, per_page: 40, total_items: total, total_pages: 1 });

export const businessSummary = (id: number) => ({
  id, slug: `agency-${id}`, name: `Agency ${id}`, type: 'agencies', city: place, main_image: null, avg_rating: null, likes: 3,
  is_vip: false, is_top: false, profiles_count: 2,
});

export const business = (id: number) => ({
  ...businessSummary(id), user_id: 9, website: 'https://agency.example', title: 'Agency', description: 'An agency.',
  general_info: {
    phone_number: { code: '+380', tel: '501234567' }, country_id: 1, city_id: 10, apply_to_all: false, payment_types: [1],
    parking_types: [1], currency_id: 2, address: 'Main street 1',
  },
  payment_types: [option(1)], parking_types: [option(1)], country: { id: 1, title: 'Ukraine' },
  agency_picture: { create_banner: false, description: null }, working_time: null, images: gallery, additional_services: [],
  inklusive_services: [], our_addittional_service: null, categories: [1], is_liked: false, is_favorite: false, is_final: true,
  free_advertising_until: null, created_at: at,
});

export const review = (id: number) => ({
  id, body: 'x'.repeat(60), reply: null, rating: 5, date_of_meeting: '2026-10-01', duration_of_meeting: '2 h',
  author: { id: 1, name: 'Demo' }, subject: { type: 'profile', id: 2, name: 'Alina', slug: 'alina' }, created_at: at,
});

export const user = {
  id: 1, name: 'Demo', surname: null, email: 'member@demo.test', role: 'MEMBER', main_image: null, age: 30, gender: null,
  profile_id: null, business_id: null, category_slug: null, business: null,
};

const wallet = { balance: 250, owner: { type: 'individual', id: 3 } };
const purchase = {
  id: 1, kind: 'package', item: 'TOP', coins: -150, status: 'paid', credit: 0, price_eur: null, target: { type: 'individual', id: 3 },
  created_at: at, valid_from: at, valid_until: at,
};
const story = { id: 1, type: 'STORY', url: '/media/story.mp4', poster: null, author: { id: 3, name: 'Alina', slug: 'alina' }, created_at: at };
const category = { id: 1, title: 'Escort', slug: 'escort', type: 'profile' };
const country = { id: 1, title: 'Ukraine', iso: 'UA', dial_code: '+380' };
const city = { id: 10, title: 'Kyiv', country_id: 1 };
const countryWithCities = { ...country, cities: [city] };
const numeric = (id: number, value: number) => ({ id, title: String(value), value });
const filterOptions = {
  ages: { min: 18, max: 60 }, height: { min: 150, max: 190 }, weight: { min: 45, max: 90 }, countries: [countryWithCities],
  services: [{ id: 1, title: 'Dinner date' }], type: [], hair_color: [], hair_length: [], bust_type: [], bust_size: [], smoker: [],
  alcohol: [], tattoo: [], gender: [option(1)], ethnicity: [], orientation: [], available_for: [], meeting_with: [], bikini: [],
  eyes: [], statuses: ['VIP', 'TOP'],
};
const individualData = {
  genders: [option(1)], orientations: [], ages: [numeric(25, 25)], nationalities: [], ethnicities: [], languages: [option(1)],
  weights: [numeric(55, 55)], heights: [numeric(170, 170)], body_types: [], hair_lengths: [], hair_colors: [], eye_colors: [],
  breast_sizes: [], bust_types: [], intimate_groomings: [], alcohol: [], smokers: [], tattoos: [], piercings: [], meeting_with: [],
  available_for: [], travel_modes: [], categories: [category],
};
const reviews = { reviews: [review(1)], avg_rating: 4.5, meta: meta(1) };
const reviewCreated = { message: 'Review created successfully.', review: review(2) };
const settings = { email: 'a@demo.test', pending_email: null, notifications: { new_models: true, review_replies: true }, locale: null };
const purchaseResult = { message: 'Done', data: { wallet, purchase } };

/** The figures of a quote a payer confirms with a TOP/VIP purchase (`confirmed`). */
export const confirmed = { choice: 'new', price: 300, unused_days: 0, credit: 0, charge: 300, valid_from: '2026-03-10T12:00:00.000Z' } as const;

export const RESPONSES: Record<OperationId, unknown> = {
  setLocale: { message: 'ok', locale: 'de' },
  login: { data: { token: 'tok-1', user } },
  register: { data: { token: 'tok-2', user } },
  forgotPassword: { message: 'We have emailed your password reset link.' },
  resetPassword: { message: 'Your password has been reset.' },
  verifyEmail: { message: 'Email verified successfully.' },
  sendContactForm: { message: 'Thank you for your message!' },
  getMyBalance: { data: wallet },
  checkToken: { data: user },
  logout: { message: 'Logged out.' },
  getProfile: { data: profile(1) },
  listProfiles: { data: [profileSummary(1), profileSummary(2)], meta: meta(2) },
  createProfile: { individualProfile: { id: 3, user_id: 7 } },
  updateProfile: { data: profile(3) },
  getProfileForEdit: { data: profile(3) },
  saveProfileEdit: { data: profile(3) },
  uploadProfileImage: { data: gallery },
  deleteProfileImages: { data: gallery },
  arrangeProfileImages: { data: gallery },
  changeProfileStatus: { data: { status: 'moderating', is_active: 1, sent_to_moderation_at: at } },
  likeProfile: { success: true, likes: 11, is_liked: true },
  listProfileReviews: reviews,
  createProfileReview: reviewCreated,
  requestProfileVerification: { message: 'Requested', data: { verification_requested: true } },
  favoriteProfile: { success: true, is_favorite: true },
  replyToReview: { message: 'Replied', data: review(1) },
  listReviews: { data: [review(1)], meta: meta(1) },
  getReviewsFilterData: { data: { cities: [option(10, 'Kyiv')], ratings: [1, 2, 3, 4, 5], categories: [category] } },
  listBusinesses: { data: [businessSummary(1)], meta: meta(1) },
  showBusiness: { business: business(1), profiles: [profileSummary(1)] },
  getBusiness: { data: business(1), profiles: [{ ...profileSummary(1), status: 'active', is_active: 1 }] },
  getBusinessQuestionnaire: { data: { general_info: 'completed', categories: 'in progress', images: 'not completed', is_final: false } },
  updateBusiness: { data: business(1) },
  uploadBusinessImage: { data: gallery },
  deleteBusinessImages: { data: gallery },
  favoriteBusiness: { success: true, is_favorite: true },
  likeBusiness: { success: true, likes: 4, is_liked: true },
  listBusinessReviews: reviews,
  createBusinessReview: reviewCreated,
  getIndividualData: { data: individualData },
  listServices: { data: [{ id: 1, title: 'Dinner date' }] },
  listCountries: { data: [country] },
  listCountriesWithCities: { data: [countryWithCities] },
  listCategories: { data: [category] },
  getFilterData: { data: { profile: filterOptions, business: { types: [{ id: 'agencies', title: 'Agencies' }], countries: [countryWithCities] } } },
  listParkingTypes: { data: [option(1, 'Free parking')] },
  listPaymentTypes: { data: [option(1, 'Cash')] },
  listCurrencies: { data: [...CURRENCIES] },
  getEscortIndexSlider: { data: [profileSummary(1)] },
  getIndexSlider: { data: [{ id: 1, title: 'Welcome', subtitle: null, image: '/media/slide.svg', href: '/escort' }] },
  uploadStoryVideo: { message: 'Video uploaded successfully!', data: story },
  listStories: { data: [story], meta: meta(1) },
  listFavorites: { data: { profiles: [profileSummary(1)], businesses: [businessSummary(1)] } },
  listNotifications: { data: [{ id: 1, kind: 'new_model', title: 'New model', href: '/escort/model-1', read: false, created_at: at }] },
  buyLoveCoins: { message: 'Continue', data: { wallet, purchase: { ...purchase, kind: 'lovecoins', status: 'pending' }, payment_url: '/api/mock-pay/1' } },
  getCurrentPackage: { data: { type: 'TOP', valid_from: at, valid_until: at, paid_coins: 150, quotes: [] } },
  buyPackage: purchaseResult,
  listPurchases: { data: [purchase] },
  getAccountSettings: { data: settings },
  updateAccountSettings: { data: settings },
  changePassword: { message: 'Your password has been changed.' },
  changeEmail: { data: { ...settings, pending_email: 'new@demo.test' } },
  deleteAccount: { message: 'Your account has been deleted.' },
  updateAvailability: { data: { working_time: workingTime, days_off: ['2026-12-24'] } },
};

/** A 40-profile listing page, as the bench and the size-sensitive tests use. */
export const listingPage = (count = 40) => ({
  data: Array.from({ length: count }, (_, i) => profileSummary(i + 1)),
  meta: { page: 1, per_page: 40, total_items: 400, total_pages: 10 },
});
