/** Pure helpers behind ContactReveal: phone text, tel: and messenger URLs. */
export interface Phone {
  code: string;
  tel: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

export const phoneText = (phone: Phone) => `${phone.code} ${phone.tel}`.trim();

/** "+380 67 ••• •• ••": enough to recognise, not enough to call before the click. */
export function maskedPhone(phone: Phone): string {
  const local = phone.tel.replace(/\s+/g, ' ').trim();
  return `${phone.code} ${local.slice(0, 2)} ••• •• ••`;
}

export const telHref = (phone: Phone) => `tel:+${digits(phone.code)}${digits(phone.tel)}`;
export const whatsappHref = (phone: Phone) => `https://wa.me/${digits(phone.code)}${digits(phone.tel)}`;

/** A Telegram username (with or without @) or a phone number. */
export function telegramHref(value: string): string {
  const trimmed = value.trim();
  if (/^@?[A-Za-z][A-Za-z0-9_]{3,31}$/.test(trimmed)) return `https://t.me/${trimmed.replace(/^@/, '')}`;
  return `https://t.me/+${digits(trimmed)}`;
}
