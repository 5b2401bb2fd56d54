import type { Section } from '@portal/sdk/i18n';
import { EmailVerifyPage } from '../page-kit/EmailVerifyPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section; the email check's texts are in the auth section. */
export const sections: readonly Section[] = ['editor', 'auth'];

/** §2 business area: email verification with the link's token; verified, the visitor continues in the area. */
export default function Page() {
  return <EmailVerifyPage area="business-profile" />;
}
