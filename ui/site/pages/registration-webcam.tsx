import type { Section } from '@portal/sdk/i18n';
import { RegistrationPage, registrationLoader } from '../page-kit/RegistrationPage';

/** The §6 package benefits beside the form are the catalog's payments section; the form's texts are its auth section. */
export const sections: readonly Section[] = ['payments', 'auth'];

/** /registration/webcam (beyond spec §2): a web cam model's sign-up, which opens her web cam area. */
export const loader = registrationLoader;

export default function Page() {
  return <RegistrationPage role="INDIVIDUAL" audience="webcam" />;
}
