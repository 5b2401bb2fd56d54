import type { Profile } from '../../schemas';
import { stepProgress } from '../editor/completion';
import type { QuestionnaireProgress } from '../editor/completion';
import { galleryCount } from '../editor/media';
import { EDITOR_STEPS, stepById } from '../editor/steps';
import { editorValuesFromProfile } from '../editor/payload';

/** The steps a model's questionnaire counts (preview and send are a view and the final act, not content). */
const CONTENT_STEPS = EDITOR_STEPS.filter((s) => s.id !== 'preview' && s.id !== 'send');
const SEND_STEP = stepById('send');

export interface ModelQuestionnaireSummary {
  /** §4 progress label of the whole questionnaire (pending while moderators check it). */
  progress: QuestionnaireProgress;
  /** Content steps whose rule holds, of `total`. */
  completed: number;
  total: number;
}

/**
 * A business model's questionnaire at a glance (/business/list-questionnaires): the editor's own
 * step rules and §4 progress labels, read from the profile as GET /api/profile/{id}/edit returns it.
 */
export function modelQuestionnaireSummary(profile: Profile): ModelQuestionnaireSummary {
  const values = editorValuesFromProfile(profile);
  const ctx = { photoCount: galleryCount(profile.images), status: profile.status, isFinal: profile.is_final, visited: [] };
  const labels = CONTENT_STEPS.map((s) => stepProgress(s.id, values, ctx));
  const completed = labels.filter((l) => l === 'completed').length;
  // Completed = every content step done and the questionnaire sent (is_final, past draft); the
  // preview is a view the owner may never have opened on this device, so it does not count.
  const sent = SEND_STEP.isComplete(values, ctx);
  let progress: QuestionnaireProgress;
  if (profile.status === 'moderating') progress = 'pending';
  else if (completed === labels.length && sent) progress = 'completed';
  else progress = labels.some((l) => l !== 'not completed') || sent ? 'in progress' : 'not completed';
  return { progress, completed, total: CONTENT_STEPS.length };
}
