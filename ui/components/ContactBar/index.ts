export { ContactBar } from './ContactBar';
export type { ContactBarProps } from './ContactBar';
