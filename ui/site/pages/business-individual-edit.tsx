import type { Section } from '@portal/sdk/i18n';
import { BusinessModelEditorPage } from '../page-kit/business-area/ModelEditorPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /business/individual_edit?id=… (empty-footer): a model of the business in the model editor. */
export default function Page() {
  return <BusinessModelEditorPage mode="edit" />;
}
