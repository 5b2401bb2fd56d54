import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../schemas';
import { modelQuestionnaireSummary } from '@portal/components/features/business';
import { EDITOR_STEPS } from '@portal/components/features/editor';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import { toProfile } from '../../../mocks/store/views/profile';
import { profile } from '../../../stories/fixtures/profiles';

/** The demo model's published profile as GET /api/profile/{id}/edit gives it: every step filled in. */
function publishedProfile(): Profile {
  const store = getStore();
  return toProfile(store, store.profiles.get(DEMO_ACCOUNTS.model.profileId)!, store.users.get(DEMO_ACCOUNTS.model.userId)!, 'en');
}

const withState = (over: Partial<Profile>): Profile => ({ ...profile, ...over });

describe('a business model’s questionnaire summary', () => {
  it('counts the editor’s ten steps, as its wizard does, and says pending while the model is on moderation', () => {
    const summary = modelQuestionnaireSummary(withState({ status: 'moderating', is_final: true }));
    expect(summary.total).toBe(EDITOR_STEPS.length);
    expect(summary.total).toBe(10);
    expect(summary.progress).toBe('pending');
    expect(summary.completed).toBeGreaterThan(0);
    expect(summary.completed).toBeLessThanOrEqual(summary.total);
  });

  it('says completed for a sent, active profile whose every content step is done', () => {
    const published = publishedProfile();
    const summary = modelQuestionnaireSummary(published);
    expect(summary.completed).toBe(summary.total);
    expect(summary.progress).toBe('completed');
    // The same answers not yet sent: still in progress, the preview and the send not counted.
    const unsent = modelQuestionnaireSummary({ ...published, status: 'draft', is_final: false });
    expect(unsent.progress).toBe('in progress');
    expect(unsent.completed).toBe(summary.total - 2);
  });

  it('loses the photo step when the photos are gone, and says in progress for a draft', () => {
    const full = modelQuestionnaireSummary(withState({ status: 'draft', is_final: false }));
    const noPhotos = modelQuestionnaireSummary(withState({ status: 'draft', is_final: false, images: { main_slide: null, other_sliders: [] } }));
    expect(noPhotos.completed).toBe(full.completed - 1);
    expect(noPhotos.progress).toBe('in progress');
  });
});
