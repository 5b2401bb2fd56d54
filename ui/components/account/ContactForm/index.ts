export { ContactForm } from './ContactForm';
export type { ContactFormProps, ContactValues } from './ContactForm';
