import { describe, expect, it } from 'vitest';
import { PHOTO_MIN_COUNT } from '../../../schemas/constants';
import { EDITOR_STEPS, editorSteps, editorStepsFor, questionnaireProgress, stepIn, stepProgress, toPatchRequest } from '@portal/components/features/editor';
import { EDITOR_VARIANTS, editorVariantOf, variantHasStep } from '../../../sdk/profile-variants/variant-data';
import { modelQuestionnaireSummary } from '@portal/components/features/business/models';
import { completeValues, ctx } from './fixtures';

const camValues = () => ({
  ...completeValues(),
  category: 'web_cam' as const,
  // What a cam model does not fill in: no services, no rates, no meetings or travel.
  inklusive_services: [], additional_services: [], taboo_services: [], rates: [], meeting_with: [],
  cam_links: [{ platform: 'CamStage', url: 'https://camstage.example.com/alina' }],
});

describe('editor variants (web cam models)', () => {
  it('a web cam profile gets the web cam editor; every other category the escort editor of the spec', () => {
    expect(editorVariantOf('web_cam')).toBe('webcam');
    for (const category of ['escort', 'trances', 'onlyfans', 'bdsm', null] as const) expect(editorVariantOf(category)).toBe('escort');
    expect(editorStepsFor('escort')).toBe(EDITOR_STEPS);
  });

  it('the web cam editor leaves out escort services and the incall/outcall rates and asks for platforms', () => {
    const ids = editorSteps('webcam').map((s) => s.id);
    expect(ids).toEqual(['general', 'parameters', 'platforms', 'media', 'about', 'contacts', 'workingTime', 'preview', 'send']);
    expect(ids).not.toContain('services');
    expect(ids).not.toContain('rates');
    expect(variantHasStep('web_cam', 'rates')).toBe(false);
    expect(variantHasStep('escort', 'platforms')).toBe(false);
  });

  it('hides travel and meetings, keeps languages, and names the working time "show times"', () => {
    const steps = editorSteps('webcam');
    const parameters = stepIn(steps, 'parameters')!;
    expect(parameters.hidden).toEqual(['travel', 'travel_mode_id', 'meeting_with', 'available_for']);
    expect(parameters.hidden).not.toContain('user_languages');
    expect(parameters.values).toContain('user_languages');
    expect(stepIn(steps, 'workingTime')!.labelKey).toBe('webcam.showTimes');
    expect(stepIn(steps, 'platforms')!.labelKey).toBe('editor.webcam.platforms.step');
    // The escort editor is unchanged: nothing hidden, the spec's labels.
    expect(EDITOR_STEPS.every((s) => s.hidden === undefined && s.labelKey === `editor.steps.${s.id}`)).toBe(true);
    expect(EDITOR_VARIANTS.escort.steps).toEqual(EDITOR_STEPS.map((s) => s.id));
  });

  it('the platforms step needs at least one link with an http(s) address', () => {
    const platforms = stepIn(editorSteps('webcam'), 'platforms')!;
    expect(platforms.isComplete(camValues(), ctx())).toBe(true);
    expect(platforms.isComplete({ ...camValues(), cam_links: [] }, ctx())).toBe(false);
    expect(platforms.isComplete({ ...camValues(), cam_links: [{ platform: 'X', url: 'javascript:alert(1)' }] }, ctx())).toBe(false);
    expect(platforms.isComplete({ ...camValues(), cam_links: [{ platform: ' ', url: 'https://x.example.com' }] }, ctx())).toBe(false);
  });

  it('a cam model without rates or services completes her questionnaire; the escort rules still want them', () => {
    const values = camValues();
    const sent = ctx({ photoCount: PHOTO_MIN_COUNT, visited: ['preview'], isFinal: true, status: 'active' });
    const labels = editorSteps('webcam').map((s) => stepProgress(s, values, sent));
    expect(labels.every((l) => l === 'completed')).toBe(true);
    expect(questionnaireProgress(values, sent)).toBe('completed');
    // The same values as an escort's: services and rates are missing.
    expect(questionnaireProgress({ ...values, category: 'escort' }, sent)).toBe('in progress');
  });

  it('the preview of the web cam editor waits for its own content steps (platforms), not for rates', () => {
    const preview = stepIn(editorSteps('webcam'), 'preview')!;
    const seen = ctx({ photoCount: PHOTO_MIN_COUNT, visited: ['preview'] });
    expect(preview.isComplete(camValues(), seen)).toBe(true);
    expect(preview.isComplete({ ...camValues(), cam_links: [] }, seen)).toBe(false);
  });

  it('the final PATCH of a cam model sends her show times and no rates or services', () => {
    const details = editorSteps('webcam').filter((s) => s.stage === 'details' && s.values.length > 0);
    const body = toPatchRequest(camValues(), { isFinal: true }, details);
    expect(body.ok).toBe(true);
    if (body.ok) expect(Object.keys(body.data).sort()).toEqual(['is_final', 'time']);
  });

  it('the business questionnaire list counts a cam model against the steps of her own editor', () => {
    const values = camValues();
    const profile = {
      form: { ...values, whatsapp_number: null, telegram_number: null }, description: values.description,
      images: { main_slide: null, other_sliders: [] }, status: 'draft', is_final: false,
      inklusive_services: [], additional_services: [], taboo_services: [], my_price: { time: [], incall: [], outcall: [] },
      working_time: values.time,
    } as unknown as Parameters<typeof modelQuestionnaireSummary>[0];
    expect(modelQuestionnaireSummary(profile).total).toBe(editorSteps('webcam').length);
    expect(modelQuestionnaireSummary({ ...profile, form: { ...profile.form, category: 'escort' } }).total).toBe(10);
  });
});
