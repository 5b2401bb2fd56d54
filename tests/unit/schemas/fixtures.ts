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
