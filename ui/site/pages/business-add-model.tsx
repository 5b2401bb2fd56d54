import type { Section } from '@portal/sdk/i18n';
import { BusinessModelEditorPage } from '../page-kit/business-area/ModelEditorPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /business/add_model_business (empty-footer): a new model (incognito with ?incognito=1) in the model editor. */
export default function Page() {
  return <BusinessModelEditorPage mode="add" />;
}
