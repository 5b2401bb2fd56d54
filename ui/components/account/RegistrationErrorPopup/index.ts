export { RegistrationErrorPopup, registrationErrorMessage } from './RegistrationErrorPopup';
export type { RegistrationErrorPopupProps } from './RegistrationErrorPopup';
