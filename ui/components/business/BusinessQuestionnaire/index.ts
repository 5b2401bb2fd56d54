export { BusinessQuestionnaire } from './BusinessQuestionnaire';
export type {
  BusinessPhotoApi, BusinessQuestionnaireOptions, BusinessQuestionnaireProps,
} from './types';
