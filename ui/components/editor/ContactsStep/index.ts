export { ContactsStep } from './ContactsStep';
export type { ContactsStepProps } from './ContactsStep';
