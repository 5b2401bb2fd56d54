export { REGISTRATION_AUDIENCE, RegistrationForm } from './RegistrationForm';
export type { CountryOption, RegistrationFormProps } from './RegistrationForm';
