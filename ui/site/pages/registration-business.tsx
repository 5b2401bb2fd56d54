import type { Section } from '@portal/sdk/i18n';
import { RegistrationPage, registrationLoader } from '../page-kit/RegistrationPage';

/** The §6 package benefits beside the form are the catalog's payments section; the form's texts are its auth section. */
export const sections: readonly Section[] = ['payments', 'auth'];

/** §2 /registration/business. */
export const loader = registrationLoader;

export default function Page() {
  return <RegistrationPage role="BUSSINESS" />;
}
