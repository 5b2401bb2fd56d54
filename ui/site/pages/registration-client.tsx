import type { Section } from '@portal/sdk/i18n';
import { RegistrationPage, registrationLoader } from '../page-kit/RegistrationPage';

/** The sign-up form's texts (and its error popup's) are the catalog's auth section. */
export const sections: readonly Section[] = ['auth'];

/** §2 /registration/client. */
export const loader = registrationLoader;

export default function Page() {
  return <RegistrationPage role="MEMBER" />;
}
