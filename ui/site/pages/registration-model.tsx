import { RegistrationPage, registrationLoader } from '../page-kit/RegistrationPage';

/** §2 /registration/model. */
export const loader = registrationLoader;

export default function Page() {
  return <RegistrationPage role="INDIVIDUAL" />;
}
