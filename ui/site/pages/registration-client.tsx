import { RegistrationPage, registrationLoader } from '../page-kit/RegistrationPage';

/** §2 /registration/client. */
export const loader = registrationLoader;

export default function Page() {
  return <RegistrationPage role="MEMBER" />;
}
