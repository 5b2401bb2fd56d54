import { RegistrationPage, registrationLoader } from '../page-kit/RegistrationPage';

/** /registration/webcam (beyond spec §2): a web cam model's sign-up, which opens her web cam area. */
export const loader = registrationLoader;

export default function Page() {
  return <RegistrationPage role="INDIVIDUAL" audience="webcam" />;
}
