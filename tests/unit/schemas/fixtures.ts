import { WEEK_DAYS } from '../../../schemas/constants';

/** Valid examples built from the spec's wording; each test breaks one rule at a time. */
export const day = { from: '10:00', to: '22:00', notAvailable: false };
export const workingTime = Object.fromEntries(WEEK_DAYS.map((d) => [d, day]));

export const profileForm = {
  user_id: 7,
  name: 'Alina',
  description: 'Friendly and discreet companion for dinners, travel and city walks in the evening.',
  gender_id: 1, orientation_id: 1, age_id: 25, nationality_id: 3, ethnicity_id: 2, country_id: 1, city_id: 10,
  user_languages: [1, 2], weight_id: 55, height_id: 170, body_type_id: 2,
  hair_length_id: null, hair_color_id: 1, eye_color_id: 2, breast_size_id: 3, bust_type_id: 1,
  intimate_grooming_id: null, alcohol_id: null, smokers_id: null, tattoo_id: null,
  piercing: [], travel: true, meeting_with: [1], available_for: 1,
  phone_number: { tel: '501234567', code: '+380' }, whatsapp_number: { tel: '501234567', code: '+380' },
  telegram_number: '@alina_demo', currencies_id: 2, travel_mode_id: null, category: 'escort',
};

export const service = { id: 1, title: 'Dinner date', summary: 100, description: null, time: '1 h', include: true, check: true };

export const user = {
  id: 1, name: 'Demo', surname: null, email: 'member@demo.test', role: 'MEMBER', main_image: null, age: 30, gender: null,
  token: 'abc', profile_id: null, business_id: null, category_slug: null, business: null,
};

export const registration = {
  nickname: 'night_owl', email: 'new@demo.test', password: 'Demo-pass-1', password_confirmation: 'Demo-pass-1',
  country_id: 1, newsletter: false, terms: true, role: 'MEMBER',
};

export const review = {
  id: 1, body: 'x'.repeat(60), reply: null, rating: 5, date_of_meeting: '2026-10-01', duration_of_meeting: '2 h',
  author: { id: 1, name: 'Demo' }, subject: { type: 'profile', id: 2, name: 'Alina', slug: 'alina' },
  created_at: '2026-10-02T10:00:00Z',
};

/** §3 reference data: a country of the country and dial-code table, with its cities. */
export const city = { id: 10, title: 'Kyiv', country_id: 1, slug: 'kyiv' };
export const country = { id: 1, title: 'Ukraine', iso: 'UA', dial_code: '+380' };

/** §3: the profile as read back (images, services, working_time, my_price, avg_rating, likes, is_liked, statuses...). */
const at = '2026-10-02T10:00:00Z';
const image = (id: number) => ({ image: `/media/${id}.svg`, image_id: id });
export const statuses = { is_vip: true, is_top: false, is_verified: true, is_new: false, is_independent: true, is_travel: false };
export const profileRead = {
  id: 1, slug: 'alina', name: 'Alina', age: 25, category: 'escort', country: { id: 1, title: 'Ukraine' },
  city: { id: 10, title: 'Kyiv' }, statuses, avg_rating: 4.5, likes: 12, is_liked: false, business_id: null,
  incognito: false, created_at: at, user_id: 7, form: { name: 'Alina' }, description: profileForm.description,
  parameters: {
    gender: { id: 1, title: 'Female' }, orientation: null, nationality: null, ethnicity: null, languages: [], height_cm: 170,
    weight_kg: 55, body_type: null, hair_length: null, hair_color: null, eye_color: null, breast_size: null, bust_type: null,
    intimate_grooming: null, alcohol: null, smokers: null, tattoo: null, piercing: [], meeting_with: [], available_for: null,
    travel_mode: null,
  },
  images: { main_slide: image(1), other_sliders: [image(2), image(3)] },
  additional_services: [service], inklusive_services: [{ ...service, id: 2, title: 'Massage' }],
  taboo_services: [{ ...service, id: 3, title: 'Overnight', include: false, check: false }],
  working_time: workingTime, my_price: { time: ['1 h', '2 h'], incall: [100, 180], outcall: [150, null] },
  currency: { id: 2, code: 'EUR', title: 'Euro', sign: '€' }, phone_number: { code: '+380', tel: '501234567' },
  whatsapp_number: null, telegram_number: null, is_favorite: false, status: 'active', is_active: 1, is_final: true,
  verification_requested: false, moderation_message: null, sent_to_moderation_at: null, views: 40, last_seen_at: at,
  updated_at: at, prev_slug: null, next_slug: null, nearby: [],
};

export const story = {
  id: 1, type: 'STORY', url: '/media/stories/1.mp4', poster: '/media/stories/1.svg',
  author: { id: 1, name: 'Alina', slug: 'alina' }, created_at: at,
};
