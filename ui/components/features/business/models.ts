import type { Profile } from '@portal/sdk';
import { stepProgress } from '../editor/completion';
import type { QuestionnaireProgress } from '../editor/completion';
import { galleryCount } from '../editor/media';
import { stepById } from '../editor/steps';
import { editorStepsFor } from '../editor/variants';
import { editorValuesFromProfile } from '../editor/payload';

const SEND_STEP = stepById('send');

export interface ModelQuestionnaireSummary {
  /** §4 progress label of the whole questionnaire (pending while moderators check it). */
  progress: QuestionnaireProgress;
  /** The editor's steps whose rule holds, of `total` (all steps of the profile's own editor variant, as its wizard counts them). */
  completed: number;
  total: number;
}

/**
 * A business model's questionnaire at a glance (/business/list-questionnaires): the editor's own
 * step rules and §4 progress labels, read from the profile as GET /api/profile/{id}/edit returns it.
 */
export function modelQuestionnaireSummary(profile: Profile): ModelQuestionnaireSummary {
  const values = editorValuesFromProfile(profile);
  const base = { photoCount: galleryCount(profile.images), status: profile.status, isFinal: profile.is_final, visited: [] };
  // Which steps were opened is the owner's device's to know, not the profile's. The wizard goes
  // through the preview before the send, so a sent questionnaire counts its preview as seen.
  const ctx = { ...base, visited: SEND_STEP.isComplete(values, base) ? (['preview'] as const) : [] };
  const steps = editorStepsFor(values.category);
  const completed = steps.filter((s) => s.isComplete(values, ctx)).length;
  const labels = steps.map((s) => stepProgress(s, values, ctx));
  let progress: QuestionnaireProgress;
  if (profile.status === 'moderating') progress = 'pending';
  else if (completed === steps.length) progress = 'completed';
  else progress = labels.some((l) => l !== 'not completed') ? 'in progress' : 'not completed';
  return { progress, completed, total: steps.length };
}
