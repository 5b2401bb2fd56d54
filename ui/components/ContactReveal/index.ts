export { ContactReveal } from './ContactReveal';
export type { ContactRevealProps } from './ContactReveal';
export { maskedPhone, phoneText, telegramHref, telHref, whatsappHref } from './contactLinks';
export type { Phone } from './contactLinks';
