import type { Section } from '@portal/sdk/i18n';
import { EmailVerifyPage } from '../page-kit/EmailVerifyPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 model profile area: email verification with the link's token; verified, the visitor continues in the area. */
export default function Page() {
  return <EmailVerifyPage area="profile-view" />;
}
