import { WEEK_DAYS } from '../../../../schemas';
import type { ProfileCreateRequest, WorkingTime } from '../../../../schemas';

/** Valid request bodies for the flows, using ids of the seed's reference lists. */
export const registration = (email: string, role: 'MEMBER' | 'INDIVIDUAL' | 'BUSSINESS', password = 'Secret-pass-9') => ({
  nickname: `user_${role.toLowerCase()}`, email, password, password_confirmation: password, country_id: 1, newsletter: false,
  terms: true as const, role,
});

export const profileForm = (userId: number, name = 'Noemia'): ProfileCreateRequest => ({
  user_id: userId, name,
  description: 'Friendly and discreet companion for dinners, travel and long walks around the old town in the evening.',
  gender_id: 1, orientation_id: 1, age_id: 8, nationality_id: 1, ethnicity_id: 1, country_id: 1, city_id: 2,
  user_languages: [1, 10], weight_id: 15, height_id: 25, body_type_id: 1, hair_length_id: 3, hair_color_id: 2,
  eye_color_id: 2, breast_size_id: 2, bust_type_id: 1, intimate_grooming_id: null, alcohol_id: null, smokers_id: 1,
  tattoo_id: null, piercing: [], travel: true, meeting_with: [1, 3], available_for: 1,
  phone_number: { code: '+380', tel: '501234567' }, whatsapp_number: null, telegram_number: '@noemia_demo',
  currencies_id: 11, travel_mode_id: 2, category: 'escort',
});

export const workingTime = Object.fromEntries(WEEK_DAYS.map((d) => [d, { from: '10:00', to: '22:00', notAvailable: false }])) as WorkingTime;

export const review = {
  body: 'A relaxed dinner and a walk by the river: punctual, friendly and easy to talk to. Would meet again.',
  rating: 5, date_of_meeting: '2026-10-20', duration_of_meeting: '2 h' as const,
};

export const reply = { reply: 'Thank you for the kind words, it was a pleasure to meet you. See you next time!' };

export const generalInfo = {
  phone_number: { code: '+420', tel: '777123456' }, country_id: 2, city_id: 6, apply_to_all: true, payment_types: [1, 2],
  parking_types: [1], currency_id: 2, address: 'Linden Street 5',
};
