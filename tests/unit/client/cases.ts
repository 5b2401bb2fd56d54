import type { OperationId } from '../../../schemas/operations';
import type { CallOptions } from '../../../sdk/client/transport';
import type { PortalClient } from '../../../sdk/client/portal-client';
import { confirmed } from './fixtures';

/** How to call each operation's function, and the request it must send. */
export interface Case {
  call: (client: PortalClient, options: CallOptions) => Promise<unknown>;
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** What the function resolves with when it is not the parsed answer itself. */
  result?: (parsed: unknown) => unknown;
}

export const file = (name: string, text: string, type: string) => new File([text], name, { type });
const imageFile = () => file('a.png', 'png-bytes', 'image/png');
const page = { page: '1', per_page: '40' };
const form = {
  user_id: 7, name: 'Alina', description: 'd'.repeat(60), gender_id: 1, orientation_id: 1, age_id: 25, nationality_id: 3,
  ethnicity_id: 2, country_id: 1, city_id: 10, user_languages: [1], weight_id: 55, height_id: 170, body_type_id: 2,
  hair_length_id: null, hair_color_id: 1, eye_color_id: 2, breast_size_id: 3, bust_type_id: 1, intimate_grooming_id: null,
  alcohol_id: null, smokers_id: null, tattoo_id: null, piercing: [], travel: true, meeting_with: [1], available_for: 1,
  phone_number: { tel: '501234567', code: '+380' }, whatsapp_number: null, telegram_number: null, currencies_id: 2,
  travel_mode_id: null, category: 'escort' as const,
};
const reviewBody = { body: 'r'.repeat(60), rating: 5, date_of_meeting: '2026-10-01', duration_of_meeting: '2 h' as const };
const registration = {
  nickname: 'owl', email: 'new@demo.test', password: 'Demo-pass-1', password_confirmation: 'Demo-pass-1', country_id: 1,
  newsletter: false, terms: true as const, role: 'MEMBER' as const,
};
const rid = '3b241101-e2bb-4255-8caf-4136c566a962';
const passwords = { current_password: 'Old-pass-1', password: 'New-pass-1', password_confirmation: 'New-pass-1' };
const day = { from: '10:00' as const, to: '18:00' as const, notAvailable: false };
const off = { from: null, to: null, notAvailable: true };
const availability = {
  working_time: { mon: day, tue: day, wen: day, thu: day, fri: day, sat: off, sun: off }, days_off: ['2026-12-24'],
};

export const CASES: { [K in OperationId]: Case } = {
  setLocale: { call: (c, o) => c.session.setLocale('fr', o), path: '/api/set-locale', query: { locale: 'fr' } },
  login: { call: (c, o) => c.session.login({ email: 'a@demo.test', password: 'pw' }, o), path: '/api/login', body: { email: 'a@demo.test', password: 'pw' } },
  register: { call: (c, o) => c.session.register(registration, o), path: '/api/user', body: registration },
  forgotPassword: {
    call: (c, o) => c.session.forgotPassword({ email: 'a@demo.test' }, o), path: '/api/forgot-password', body: { email: 'a@demo.test' },
    result: (p) => ({ outcome: 'sent', message: (p as { message: string }).message }),
  },
  resetPassword: {
    call: (c, o) => c.session.resetPassword({ token: 't', email: 'a@demo.test', password: 'Demo-pass-1', password_confirmation: 'Demo-pass-1' }, o),
    path: '/api/password-reset', body: { token: 't', email: 'a@demo.test', password: 'Demo-pass-1', password_confirmation: 'Demo-pass-1' },
  },
  verifyEmail: { call: (c, o) => c.session.verifyEmail({ token: 'v' }, o), path: '/api/verify-email', body: { token: 'v' } },
  sendContactForm: {
    call: (c, o) => c.session.sendContactForm({ name: 'N', email: 'a@demo.test', subject: 'S', message: 'M' }, o),
    path: '/api/contact-form', body: { name: 'N', email: 'a@demo.test', subject: 'S', message: 'M' },
  },
  getMyBalance: { call: (c, o) => c.session.getBalance({ profile_id: 3 }, o), path: '/api/my-balance', query: { profile_id: '3' } },
  checkToken: { call: (c, o) => c.session.checkToken(o), path: '/api/token-check' },
  logout: { call: (c, o) => c.session.logout(o), path: '/api/logout' },
  getProfile: { call: (c, o) => c.profiles.get('model-1', o), path: '/api/profile/model-1' },
  listProfiles: {
    call: (c, o) => c.profiles.list({ services: [3, 1, 3], city_id: 10, gender: [] }, 2, o), path: '/api/profile',
    query: { city_id: '10', services: ['1', '3'], page: '2', per_page: '40' },
  },
  createProfile: { call: (c, o) => c.profiles.create(form, o), path: '/api/profile', body: form },
  updateProfile: {
    call: (c, o) => c.profiles.update(3, { categories: [1], is_final: true }, o), path: '/api/profile/3', body: { categories: [1], is_final: true },
  },
  getProfileForEdit: { call: (c, o) => c.profiles.getForEdit(3, o), path: '/api/profile/3/edit' },
  saveProfileEdit: { call: (c, o) => c.profiles.saveEdit(3, { name: 'Nika' }, o), path: '/api/profile/3/edit', body: { name: 'Nika' } },
  uploadProfileImage: {
    call: (c, o) => c.profiles.uploadImage(3, imageFile(), { ...o, main: true }), path: '/api/profile/3/upload-image',
    body: { image: 'file:a.png:png-bytes', main: 'true' },
  },
  deleteProfileImages: { call: (c, o) => c.profiles.deleteImages(3, { images: [2] }, o), path: '/api/profile/3/delete-image', body: { images: [2] } },
  arrangeProfileImages: {
    call: (c, o) => c.profiles.arrangeImages(3, { images: [2, 1] }, o), path: '/api/profile/3/arrange-images', body: { images: [2, 1] },
  },
  changeProfileStatus: {
    call: (c, o) => c.profiles.changeStatus(3, { action: 'send_to_moderation' }, o), path: '/api/profile/3/change-status',
    body: { action: 'send_to_moderation' },
  },
  likeProfile: { call: (c, o) => c.profiles.like(3, o), path: '/api/profile/3/like' },
  listProfileReviews: { call: (c, o) => c.profiles.listReviews(3, 1, o), path: '/api/profile/3/reviews', query: page },
  createProfileReview: { call: (c, o) => c.profiles.createReview(3, reviewBody, o), path: '/api/profile/3/reviews', body: reviewBody },
  requestProfileVerification: {
    call: (c, o) => c.profiles.requestVerification({ profile_id: 3, verification_request: 'Please' }, o), path: '/api/verify-profile',
    body: { profile_id: 3, verification_request: 'Please' },
  },
  favoriteProfile: { call: (c, o) => c.profiles.favorite(3, o), path: '/api/profile/3/favorite' },
  replyToReview: { call: (c, o) => c.reviews.reply(5, { reply: 'y'.repeat(60) }, o), path: '/api/reviews/5/reply', body: { reply: 'y'.repeat(60) } },
  listReviews: { call: (c, o) => c.reviews.list({ rating: 5 }, 1, o), path: '/api/reviews', query: { rating: '5', ...page } },
  getReviewsFilterData: { call: (c, o) => c.reviews.filterData(o), path: '/api/reviews-filter-data' },
  listBusinesses: { call: (c, o) => c.businesses.list({ type: 'agencies' }, 1, o), path: '/api/business', query: { type: 'agencies', ...page } },
  showBusiness: { call: (c, o) => c.businesses.show('agency-1', o), path: '/api/business/agency-1/show' },
  getBusiness: { call: (c, o) => c.businesses.get(1, o), path: '/api/business/1' },
  getBusinessQuestionnaire: { call: (c, o) => c.businesses.getQuestionnaire(1, o), path: '/api/business/1/test' },
  updateBusiness: { call: (c, o) => c.businesses.update(1, { name: 'Velvet', is_final: true }, o), path: '/api/business/1', body: { name: 'Velvet', is_final: true } },
  uploadBusinessImage: { call: (c, o) => c.businesses.uploadImage(1, imageFile(), o), path: '/api/business/1/upload-image', body: { image: 'file:a.png:png-bytes' } },
  deleteBusinessImages: {
    call: (c, o) => c.businesses.deleteImages(1, { main_slide: true }, o), path: '/api/business/1/delete-image', body: { main_slide: true },
  },
  favoriteBusiness: { call: (c, o) => c.businesses.favorite(1, o), path: '/api/business/1/favorite' },
  likeBusiness: { call: (c, o) => c.businesses.like(1, o), path: '/api/business/1/like' },
  listBusinessReviews: { call: (c, o) => c.businesses.listReviews(1, 1, o), path: '/api/business/1/reviews', query: page },
  createBusinessReview: { call: (c, o) => c.businesses.createReview(1, reviewBody, o), path: '/api/business/1/reviews', body: reviewBody },
  getIndividualData: { call: (c, o) => c.reference.individualData(o), path: '/api/all-individual-data' },
  listServices: { call: (c, o) => c.reference.services(o), path: '/api/services' },
  listCountries: { call: (c, o) => c.reference.countries(o), path: '/api/country' },
  listCountriesWithCities: { call: (c, o) => c.reference.countriesWithCities(o), path: '/api/country-city-widget' },
  listCategories: { call: (c, o) => c.reference.categories({ type: 'profile' }, o), path: '/api/categories', query: { type: 'profile' } },
  getFilterData: { call: (c, o) => c.reference.filterData('escort', o), path: '/api/filter-data', query: { category: 'escort' } },
  listParkingTypes: { call: (c, o) => c.reference.parkingTypes(o), path: '/api/parking-types' },
  listPaymentTypes: { call: (c, o) => c.reference.paymentTypes(o), path: '/api/payments-types' },
  listCurrencies: { call: (c, o) => c.reference.currencies(o), path: '/api/currency' },
  getEscortIndexSlider: { call: (c, o) => c.reference.escortSlider(o), path: '/api/escort-index-slider' },
  getIndexSlider: { call: (c, o) => c.reference.indexSlider(o), path: '/api/index-slider' },
  uploadStoryVideo: {
    call: (c, o) => c.media.uploadStory(file('s.mp4', 'mp4-bytes', 'video/mp4'), o), path: '/media/api/v1/media',
    body: { file: 'file:s.mp4:mp4-bytes', type: 'STORY' },
  },
  listStories: { call: (c, o) => c.media.listStories(1, o), path: '/api/stories', query: page },
  listFavorites: { call: (c, o) => c.account.favorites(o), path: '/api/favorites' },
  listNotifications: { call: (c, o) => c.account.notifications(o), path: '/api/notifications' },
  buyLoveCoins: {
    call: (c, o) => c.payments.buyLoveCoins({ package_id: 'starter', profile_id: 3, request_id: rid }, o), path: '/api/lovecoins/purchase',
    body: { package_id: 'starter', profile_id: 3, request_id: rid },
  },
  buyPackage: {
    call: (c, o) => c.payments.buyPackage({ type: 'VIP', business_id: 1, request_id: rid, confirmed }, o), path: '/api/packages/purchase',
    body: { type: 'VIP', business_id: 1, request_id: rid, confirmed },
  },
  getCurrentPackage: {
    call: (c, o) => c.payments.currentPackage({ profile_id: 3 }, o), path: '/api/packages/current', query: { profile_id: '3' },
  },
  listPurchases: { call: (c, o) => c.payments.purchases({ business_id: 1 }, o), path: '/api/purchases', query: { business_id: '1' } },
  getAccountSettings: { call: (c, o) => c.settings.get(o), path: '/api/account/settings' },
  updateAccountSettings: {
    call: (c, o) => c.settings.update({ notifications: { new_models: false, review_replies: true } }, o), path: '/api/account/settings',
    body: { notifications: { new_models: false, review_replies: true } },
  },
  changePassword: { call: (c, o) => c.settings.changePassword(passwords, o), path: '/api/account/password', body: passwords },
  changeEmail: {
    call: (c, o) => c.settings.changeEmail({ email: 'new@demo.test', current_password: 'pw' }, o), path: '/api/account/email',
    body: { email: 'new@demo.test', current_password: 'pw' },
  },
  deleteAccount: { call: (c, o) => c.settings.deleteAccount({ current_password: 'pw' }, o), path: '/api/account/delete', body: { current_password: 'pw' } },
  updateAvailability: { call: (c, o) => c.calendar.update(7, availability, o), path: '/api/profile/7/availability', body: availability },
};
