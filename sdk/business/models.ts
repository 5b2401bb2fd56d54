import type { Profile } from '../../schemas';
import { questionnaireProgress, stepProgress } from '../editor/completion';
import type { QuestionnaireProgress } from '../editor/completion';
import { galleryCount } from '../editor/media';
import { EDITOR_STEPS } from '../editor/steps';
import { editorValuesFromProfile } from '../editor/payload';

/** The steps a model's questionnaire counts (preview and send are views and the final act, not content). */
const CONTENT_STEPS = EDITOR_STEPS.filter((s) => s.id !== 'preview' && s.id !== 'send');

export interface ModelQuestionnaireSummary {
  /** §4 progress label of the whole questionnaire (pending while moderators check it). */
  progress: QuestionnaireProgress;
  /** Content steps whose rule holds, of `total`. */
  completed: number;
  total: number;
}

/**
 * A business model's questionnaire at a glance (/business/list-questionnaires): the same rules as
 * the editor's own progress labels, read from the profile as GET /api/profile/{id}/edit returns it.
 */
export function modelQuestionnaireSummary(profile: Profile): ModelQuestionnaireSummary {
  const values = editorValuesFromProfile(profile);
  const ctx = { photoCount: galleryCount(profile.images), status: profile.status, isFinal: profile.is_final, visited: [] };
  const completed = CONTENT_STEPS.filter((s) => stepProgress(s.id, values, ctx) === 'completed').length;
  return { progress: questionnaireProgress(values, ctx), completed, total: CONTENT_STEPS.length };
}
