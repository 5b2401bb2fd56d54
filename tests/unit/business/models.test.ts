import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../schemas';
import { modelQuestionnaireSummary } from '../../../sdk/business';
import { profile } from '../../../stories/fixtures/profiles';

const withState = (over: Partial<Profile>): Profile => ({ ...profile, ...over });

describe('a business model’s questionnaire summary', () => {
  it('counts the eight content steps and says pending while the model is on moderation', () => {
    const summary = modelQuestionnaireSummary(withState({ status: 'moderating', is_final: true }));
    expect(summary.total).toBe(8);
    expect(summary.progress).toBe('pending');
    expect(summary.completed).toBeGreaterThan(0);
    expect(summary.completed).toBeLessThanOrEqual(summary.total);
  });

  it('loses the photo step when the photos are gone, and says in progress for a draft', () => {
    const full = modelQuestionnaireSummary(withState({ status: 'draft', is_final: false }));
    const noPhotos = modelQuestionnaireSummary(withState({ status: 'draft', is_final: false, images: { main_slide: null, other_sliders: [] } }));
    expect(noPhotos.completed).toBe(full.completed - 1);
    expect(noPhotos.progress).toBe('in progress');
  });
});
