import { TEXT_MIN_LENGTH, WEEK_DAYS } from '../../../schemas/constants';
import type { Service, WorkingTime } from '../../../schemas';
import { emptyEditorValues } from '@portal/components/features/editor';
import type { CompletionContext, EditorValues } from '@portal/components/features/editor';

export const service = (id: number, over: Partial<Service> = {}): Service => ({
  id, title: `Service ${id}`, summary: null, description: null, time: null, include: true, check: true, ...over,
});

const week = (): WorkingTime =>
  Object.fromEntries(WEEK_DAYS.map((d, i) => [d, i < 5 ? { from: '10:00', to: '22:00', notAvailable: false } : { from: null, to: null, notAvailable: true }])) as WorkingTime;

/** A profile filled in completely and validly (fictional, non-explicit). */
export function completeValues(): EditorValues {
  return {
    ...emptyEditorValues(),
    name: 'Alina',
    description: 'A friendly companion for dinners, museums and long walks. '.repeat(2).slice(0, TEXT_MIN_LENGTH + 20),
    gender_id: 1, orientation_id: 1, age_id: 3, nationality_id: 2, ethnicity_id: 1, country_id: 1, city_id: 10,
    category: 'escort',
    user_languages: [1, 2], weight_id: 4, height_id: 5, body_type_id: 1, hair_color_id: 2, eye_color_id: 3,
    breast_size_id: 2, bust_type_id: 1, piercing: [], meeting_with: [1], travel: false,
    phone_number: { code: '+380', tel: '501234567' },
    currencies_id: 2,
    inklusive_services: [service(1)],
    additional_services: [service(2, { include: false, summary: 50, time: '30 min' })],
    taboo_services: [service(3, { check: false })],
    rates: [{ time: '1 h', incall: 150, outcall: 200 }],
    time: week(),
  };
}

export const ctx = (over: Partial<CompletionContext> = {}): CompletionContext => ({
  photoCount: 0, status: null, isFinal: false, visited: [], ...over,
});
