import type { Section } from '@portal/sdk/i18n';
import { BusinessQuestionnairePage } from '../page-kit/business-area/QuestionnairePage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /business/create-business (empty-footer): the business questionnaire of a new business. */
export default function Page() {
  return <BusinessQuestionnairePage mode="create" />;
}
