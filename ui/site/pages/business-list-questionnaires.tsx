import type { Section } from '@portal/sdk/i18n';
import { BusinessQuestionnairesPage } from '../page-kit/business-area/QuestionnairesPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /business/list-questionnaires (buy-banners): the questionnaires of the business and its models. */
export default function Page() {
  return <BusinessQuestionnairesPage />;
}
