import { describe, expect, it } from 'vitest';
import { PROFILE_BASIC_FIELDS, ProfileCreateRequest } from '../../../schemas';
import {
  editorErrorMap, emptyEditorValues, messageRef, pickValues, stepById, toCreateRequest, toEditRequest, toPatchRequest,
} from '@portal/components/features/editor';
import { completeValues } from './fixtures';

describe('payloads', () => {
  it('creates the profile from step 1 alone: user_id and the basic info (questionnaire step 1)', () => {
    const result = toCreateRequest(completeValues(), { userId: 9 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(ProfileCreateRequest.safeParse(result.data).success).toBe(true);
    expect(Object.keys(result.data).sort()).toEqual(['user_id', ...PROFILE_BASIC_FIELDS].sort());
    expect(result.data).toMatchObject({ user_id: 9, name: completeValues().name, category: completeValues().category });
  });

  it('creates with step 1 valid even while later steps are still empty', () => {
    const values = { ...emptyEditorValues(), ...pickValues(completeValues(), PROFILE_BASIC_FIELDS) };
    expect(toCreateRequest(values, { userId: 9 }).ok).toBe(true);
  });

  it('refuses to create with the errors of step 1', () => {
    const result = toCreateRequest(emptyEditorValues(), { userId: 9 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['name', 'gender_id', 'age_id', 'country_id', 'city_id']));
    expect(Object.keys(result.errors)).not.toContain('description');
  });

  it('sends unset optional ids of the parameters as null when the step is saved', () => {
    const result = toEditRequest(stepById('parameters'), completeValues());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const key of ['hair_length_id', 'intimate_grooming_id', 'alcohol_id', 'smokers_id', 'tattoo_id', 'travel_mode_id'] as const) {
      expect(result.data).toHaveProperty(key, null);
    }
  });

  it('edits one step’s fields only', () => {
    const result = toEditRequest(stepById('contacts'), { ...completeValues(), telegram_number: '@alina_demo' });
    expect(result).toEqual({ ok: true, data: {
      phone_number: { code: '+380', tel: '501234567' }, whatsapp_number: null, telegram_number: '@alina_demo', currencies_id: 2,
    } });
  });

  it('patches services, rates and time, with categories and is_final on the final submit', () => {
    const result = toPatchRequest(completeValues(), {
      isFinal: true, categories: [{ id: 4, slug: 'escort', title: 'Escort', type: 'profile' }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.data).sort()).toEqual(
      ['additional_services', 'categories', 'inklusive_services', 'is_final', 'rates', 'taboo_services', 'time'],
    );
    expect(result.data.categories).toEqual([4]);
    expect(result.data.is_final).toBe(true);
  });
});

describe('validation messages', () => {
  it('reads the spec’s texts as catalog references', () => {
    expect(messageRef('fill in at least 50 characters')).toEqual({ key: 'validation.textMin', values: { n: 50 } });
    expect(messageRef('The description cannot exceed 2000 characters')).toEqual({ key: 'validation.descriptionMax', values: { n: 2000 } });
    expect(messageRef('You must upload at least 3 photos')).toEqual({ key: 'validation.photosMin', values: { n: 3 } });
    expect(messageRef('Required')).toEqual({ key: 'validation.required' });
    expect(messageRef('Something else')).toEqual({ key: '', text: 'Something else' });
  });

  it('encodes zod’s default issues and decodes them back', () => {
    expect(messageRef(editorErrorMap({ code: 'invalid_type', input: null }))).toEqual({ key: 'validation.required' });
    expect(messageRef(editorErrorMap({ code: 'too_big', origin: 'string', maximum: 60 }))).toEqual({ key: 'validation.tooLong', values: { n: 60 } });
  });
});
