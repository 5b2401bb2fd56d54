import { describe, expect, it } from 'vitest';
import { ESCORT_BUSINESS_CATEGORY_ID, PHOTO_MIN_COUNT } from '../../../schemas/constants';
import type { Category } from '../../../schemas';
import {
  BUSINESS_STEPS, BUSINESS_STEP_IDS, FINAL_BUSINESS_STEP, businessCategoryIds, businessQuestionnaireProgress,
  businessStepProgress, businessValidityFlags, emptyBusinessValues, flagsOfStep, toBusinessUpdate,
} from '@portal/components/features/business';
import type { BusinessCompletionContext, BusinessValues } from '@portal/components/features/business';
import { messageRef } from '@portal/components/features/editor';

const ctx = (over: Partial<BusinessCompletionContext> = {}): BusinessCompletionContext => ({ photoCount: 0, isFinal: false, visited: [], ...over });

const CATEGORIES: Category[] = [
  { id: ESCORT_BUSINESS_CATEGORY_ID, title: 'Escort', slug: 'escort', type: 'profile' },
  { id: 2, title: 'Trances', slug: 'trances', type: 'profile' },
  { id: 6, title: 'Agencies', slug: 'agencies', type: 'business' },
  { id: 7, title: 'Studio sex', slug: 'studio_sex', type: 'business' },
];

function filled(): BusinessValues {
  const v = emptyBusinessValues();
  return {
    ...v,
    name: 'Velvet House', website: 'https://velvet.example', description: 'A discreet agency.', title: 'Elegant company', type: 'agencies',
    general_info: {
      phone_number: { code: '+420', tel: '777 123 456' }, country_id: 1, city_id: 11, address: 'Main street 1',
      currency_id: 2, payment_types: [1], parking_types: [2], apply_to_all: true,
    },
    working_time: Object.fromEntries(Object.keys(v.working_time).map((d) => [d, { from: 'All day', to: null, notAvailable: false }])) as BusinessValues['working_time'],
    agency_picture: { create_banner: true, description: 'Our logo on a dark background' },
  };
}

describe('business questionnaire as data', () => {
  it('has the seven steps in order, the picture request last (is_final)', () => {
    expect(BUSINESS_STEPS.map((s) => s.id)).toEqual([...BUSINESS_STEP_IDS]);
    expect(FINAL_BUSINESS_STEP).toBe(BUSINESS_STEP_IDS[BUSINESS_STEP_IDS.length - 1]);
    expect(new Set(BUSINESS_STEPS.map((s) => s.labelKey)).size).toBe(BUSINESS_STEPS.length);
  });

  it('starts with escort (category id 1) chosen and nothing else', () => {
    const empty = emptyBusinessValues();
    expect(empty.categories).toEqual([ESCORT_BUSINESS_CATEGORY_ID]);
    expect(businessQuestionnaireProgress(empty, ctx())).toBe('in progress');
    expect(businessStepProgress('about', empty, ctx())).toBe('not completed');
  });

  it('completes each step by its own rule', () => {
    const v = filled();
    expect(businessStepProgress('about', v, ctx())).toBe('completed');
    expect(businessStepProgress('generalInfo', v, ctx())).toBe('completed');
    expect(businessStepProgress('images', v, ctx({ photoCount: PHOTO_MIN_COUNT - 1 }))).toBe('in progress');
    expect(businessStepProgress('images', v, ctx({ photoCount: PHOTO_MIN_COUNT }))).toBe('completed');
    expect(businessStepProgress('services', v, ctx())).toBe('not completed');
    expect(businessStepProgress('services', { ...v, our_addittional_service: 'Champagne' }, ctx())).toBe('completed');
    expect(businessStepProgress('picture', v, ctx())).toBe('in progress');
    expect(businessStepProgress('picture', v, ctx({ isFinal: true }))).toBe('completed');
    const all = { ...v, our_addittional_service: 'Champagne' };
    expect(businessQuestionnaireProgress(all, ctx({ isFinal: true, photoCount: PHOTO_MIN_COUNT }))).toBe('completed');
  });

  it('builds each step’s POST body in wire shape', () => {
    const v = { ...filled(), website: '  ' };
    expect(toBusinessUpdate('about', v)).toEqual({
      ok: true, data: { name: 'Velvet House', website: null, description: 'A discreet agency.', title: 'Elegant company', type: 'agencies' },
    });
    const general = toBusinessUpdate('generalInfo', v);
    expect(general?.ok && general.data.general_info?.phone_number).toEqual({ code: '+420', tel: '777 123 456' });
    expect(toBusinessUpdate('images', v)).toBeNull();
    const last = toBusinessUpdate('picture', v, { isFinal: true });
    expect(last).toEqual({ ok: true, data: { agency_picture: { create_banner: true, description: 'Our logo on a dark background' }, is_final: true } });
  });

  it('gives field errors by wire path, as catalog references', () => {
    const v = filled();
    v.general_info = { ...v.general_info, city_id: null, parking_types: [] };
    const result = toBusinessUpdate('generalInfo', v);
    expect(result?.ok).toBe(false);
    if (result && !result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['general_info.city_id', 'general_info.parking_types']);
      expect(messageRef(result.errors['general_info.city_id']).key).toBe('validation.required');
    }
    const banner = toBusinessUpdate('picture', { ...v, agency_picture: { create_banner: true, description: ' ' } });
    expect(banner?.ok === false && messageRef(banner.errors['agency_picture.description']).key).toBe('validation.required');
    const bad = toBusinessUpdate('about', { ...v, website: 'javascript:alert(1)' });
    expect(bad?.ok === false && messageRef(bad.errors.website).key).toBe('validation.url');
  });

  it('an extra-charge service needs its price (§5 service summary)', () => {
    const service = { id: 4, title: 'Champagne', summary: null, description: null, time: null, include: false, check: true };
    const result = toBusinessUpdate('services', { ...filled(), additional_services: [service] });
    expect(result?.ok === false && Object.keys(result.errors)).toEqual(['additional_services.0.summary']);
  });

  it('sends the chosen profile categories plus the business type’s own category', () => {
    const v = { ...filled(), categories: [ESCORT_BUSINESS_CATEGORY_ID, 2, 7] };
    expect(businessCategoryIds(v, CATEGORIES)).toEqual([ESCORT_BUSINESS_CATEGORY_ID, 2, 6]);
    expect(businessCategoryIds({ ...v, type: null }, CATEGORIES)).toEqual([ESCORT_BUSINESS_CATEGORY_ID, 2]);
    expect(businessCategoryIds(v)).toEqual([ESCORT_BUSINESS_CATEGORY_ID, 2, 7]);
    const body = toBusinessUpdate('categories', v, { categories: CATEGORIES });
    expect(body?.ok && body.data.categories).toEqual([ESCORT_BUSINESS_CATEGORY_ID, 2, 6]);
    expect(toBusinessUpdate('categories', { ...v, categories: [] })?.ok).toBe(false);
  });
});

describe('§5 validity flags of a business', () => {
  it('are all false for an empty questionnaire and all true when filled', () => {
    expect(Object.values(businessValidityFlags(emptyBusinessValues())).every((f) => !f)).toBe(true);
    expect(Object.values(businessValidityFlags(filled())).every(Boolean)).toBe(true);
  });
  it('each flag follows its field', () => {
    const v = filled();
    expect(businessValidityFlags({ ...v, general_info: { ...v.general_info, parking_types: [] } }).parking).toBe(false);
    expect(businessValidityFlags({ ...v, general_info: { ...v.general_info, payment_types: [] } }).paymentTypes).toBe(false);
    expect(businessValidityFlags({ ...v, general_info: { ...v.general_info, currency_id: null } }).currency).toBe(false);
    expect(businessValidityFlags({ ...v, general_info: { ...v.general_info, country_id: null } }).country).toBe(false);
    expect(businessValidityFlags({ ...v, general_info: { ...v.general_info, phone_number: { code: '+420', tel: 'x' } } }).phoneNumber).toBe(false);
  });
  it('are shown on the step that holds their field', () => {
    expect(flagsOfStep('generalInfo')).toEqual(['phoneNumber', 'country', 'city', 'currency', 'paymentTypes', 'parking']);
    expect(flagsOfStep('about')).toEqual(['name']);
    expect(flagsOfStep('images')).toEqual([]);
  });
});
