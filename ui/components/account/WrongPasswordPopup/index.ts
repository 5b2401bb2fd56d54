export { WrongPasswordPopup } from './WrongPasswordPopup';
export type { WrongPasswordPopupProps } from './WrongPasswordPopup';
