import { describe, expect, it } from 'vitest';
import { PHOTO_MIN_COUNT, QUESTIONNAIRE_PROGRESS } from '../../../schemas/constants';
import {
  PROGRESS_LABEL_KEYS, VALIDITY_FLAGS, emptyEditorValues, questionnaireProgress, stepProgress, validityFlags,
} from '@portal/components/features/editor';
import { completeValues, ctx } from './fixtures';

describe('progress labels (§4)', () => {
  it('has a catalog key for each of the four labels', () => {
    expect(Object.keys(PROGRESS_LABEL_KEYS).sort()).toEqual([...QUESTIONNAIRE_PROGRESS].sort());
  });

  it('a step is not completed, then in progress once touched or opened, then completed', () => {
    const values = emptyEditorValues();
    expect(stepProgress('general', values, ctx())).toBe('not completed');
    expect(stepProgress('general', { ...values, name: 'Alina' }, ctx())).toBe('in progress');
    expect(stepProgress('general', values, ctx({ visited: ['general'] }))).toBe('in progress');
    expect(stepProgress('general', completeValues(), ctx())).toBe('completed');
    expect(stepProgress('media', values, ctx({ photoCount: 1 }))).toBe('in progress');
  });

  it('the send step is pending while the moderators check the profile', () => {
    expect(stepProgress('send', completeValues(), ctx({ status: 'moderating', isFinal: true }))).toBe('pending');
  });

  it('the questionnaire goes not completed → in progress → completed → pending', () => {
    expect(questionnaireProgress(emptyEditorValues(), ctx())).toBe('not completed');
    expect(questionnaireProgress(completeValues(), ctx())).toBe('in progress');
    const done = ctx({ photoCount: PHOTO_MIN_COUNT, visited: ['preview'], isFinal: true, status: 'active' });
    expect(questionnaireProgress(completeValues(), done)).toBe('completed');
    expect(questionnaireProgress(completeValues(), { ...done, status: 'moderating' })).toBe('pending');
  });
});

describe('validity flags (§5)', () => {
  it('lists about me, phone number, currencies, name, country, city and service summary', () => {
    expect(VALIDITY_FLAGS).toEqual(['aboutMe', 'phoneNumber', 'currencies', 'name', 'country', 'city', 'serviceSummary']);
  });

  it('are all false for an empty editor except the service summary (nothing offered yet)', () => {
    expect(validityFlags(emptyEditorValues())).toEqual({
      aboutMe: false, phoneNumber: false, currencies: false, name: false, country: false, city: false, serviceSummary: true,
    });
  });

  it('are all true for a complete profile and each falls with its field', () => {
    const values = completeValues();
    expect(Object.values(validityFlags(values)).every(Boolean)).toBe(true);
    expect(validityFlags({ ...values, description: 'too short' }).aboutMe).toBe(false);
    expect(validityFlags({ ...values, phone_number: { code: '+380', tel: '12' } }).phoneNumber).toBe(false);
    expect(validityFlags({ ...values, currencies_id: null }).currencies).toBe(false);
    expect(validityFlags({ ...values, city_id: null }).city).toBe(false);
    const noPrice = { ...values, additional_services: [{ ...values.additional_services[0]!, summary: null }] };
    expect(validityFlags(noPrice).serviceSummary).toBe(false);
  });
});
