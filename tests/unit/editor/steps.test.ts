import { describe, expect, it } from 'vitest';
import { IndividualProfileForm, ProfilePatchRequest } from '../../../schemas';
import { PHOTO_MIN_COUNT } from '../../../schemas/constants';
import { EDITOR_STEPS, ESCORT_STEP_IDS, STEP_IDS, emptyEditorValues, stepById } from '@portal/components/features/editor';

/** Every step any editor variant has, once (the web cam editor adds its platforms step). */
const ALL_STEPS = STEP_IDS.map((id) => stepById(id));
import { completeValues, ctx } from './fixtures';

describe('the editor as data', () => {
  it('lists the ten steps in the order of the spec', () => {
    expect(EDITOR_STEPS.map((s) => s.id)).toEqual([
      'general', 'parameters', 'services', 'media', 'about', 'contacts', 'rates', 'workingTime', 'preview', 'send',
    ]);
    expect(ESCORT_STEP_IDS).toHaveLength(10);
    for (const step of EDITOR_STEPS) expect(step.labelKey).toBe(`editor.steps.${step.id}`);
  });

  it('owns every field of IndividualProfileForm exactly once (over the steps of all variants)', () => {
    const owned = ALL_STEPS.flatMap((s) => s.formFields);
    expect([...owned].sort()).toEqual(Object.keys(IndividualProfileForm.shape).sort());
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('owns every field of ProfilePatchRequest exactly once', () => {
    const owned = EDITOR_STEPS.flatMap((s) => s.patchFields);
    expect([...owned].sort()).toEqual(Object.keys(ProfilePatchRequest.shape).sort());
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('edits every editor value in exactly one step (over the steps of all variants)', () => {
    const edited = ALL_STEPS.flatMap((s) => s.values);
    expect([...edited].sort()).toEqual(Object.keys(emptyEditorValues()).sort());
  });

  it('maps the steps onto the questionnaire of §4', () => {
    const stage = (id: (typeof STEP_IDS)[number]) => stepById(id).stage;
    expect(['general', 'parameters', 'about', 'contacts'].map((id) => stage(id as never))).toEqual(['basic', 'basic', 'basic', 'basic']);
    expect(stage('media')).toBe('images');
    expect(['services', 'rates', 'workingTime', 'send'].map((id) => stage(id as never))).toEqual(['details', 'details', 'details', 'details']);
    expect(stepById('send').patchFields).toEqual(['is_final']);
    expect(stepById('general').formFields).toContain('user_id');
  });
});

describe('completion rules', () => {
  it('a fresh editor completes nothing', () => {
    const values = emptyEditorValues();
    expect(EDITOR_STEPS.filter((s) => s.isComplete(values, ctx())).map((s) => s.id)).toEqual([]);
  });

  it('complete values complete every content step but media', () => {
    const done = EDITOR_STEPS.filter((s) => s.isComplete(completeValues(), ctx())).map((s) => s.id);
    expect(done).toEqual(['general', 'parameters', 'services', 'about', 'contacts', 'rates', 'workingTime']);
  });

  it('media needs PHOTO_MIN_COUNT photos', () => {
    const media = stepById('media');
    expect(media.isComplete(completeValues(), ctx({ photoCount: PHOTO_MIN_COUNT - 1 }))).toBe(false);
    expect(media.isComplete(completeValues(), ctx({ photoCount: PHOTO_MIN_COUNT }))).toBe(true);
  });

  it('preview completes once visited with all content complete; send once final and out of draft', () => {
    const full = ctx({ photoCount: PHOTO_MIN_COUNT, visited: ['preview'] });
    expect(stepById('preview').isComplete(completeValues(), full)).toBe(true);
    expect(stepById('preview').isComplete(completeValues(), { ...full, visited: [] })).toBe(false);
    expect(stepById('preview').isComplete({ ...completeValues(), name: '' }, full)).toBe(false);
    expect(stepById('send').isComplete(completeValues(), ctx({ isFinal: true, status: 'moderating' }))).toBe(true);
    expect(stepById('send').isComplete(completeValues(), ctx({ isFinal: true, status: 'draft' }))).toBe(false);
  });

  it('an offered extra service without a price keeps the services step open', () => {
    const values = completeValues();
    values.additional_services = [{ ...values.additional_services[0]!, summary: null }];
    expect(stepById('services').isComplete(values, ctx())).toBe(false);
  });

  it('duplicate rate durations and an empty rate table keep the rates step open', () => {
    const values = completeValues();
    expect(stepById('rates').isComplete({ ...values, rates: [] }, ctx())).toBe(false);
    expect(stepById('rates').isComplete({ ...values, rates: [values.rates[0]!, values.rates[0]!] }, ctx())).toBe(false);
  });

  it('optional ids may stay null; required ones may not', () => {
    const values = { ...completeValues(), hair_length_id: null, travel_mode_id: null, available_for: null };
    expect(stepById('parameters').isComplete(values, ctx())).toBe(true);
    expect(stepById('parameters').isComplete({ ...values, height_id: null }, ctx())).toBe(false);
  });

  it('a blank WhatsApp and Telegram are fine; a blank phone is not', () => {
    const values = completeValues();
    expect(stepById('contacts').isComplete(values, ctx())).toBe(true);
    expect(stepById('contacts').isComplete({ ...values, phone_number: { code: '+380', tel: '' } }, ctx())).toBe(false);
    expect(stepById('contacts').isComplete({ ...values, whatsapp_number: { code: '+380', tel: 'x' } }, ctx())).toBe(false);
  });
});
