/** Pure helpers behind ContactReveal: phone text, tel: and messenger URLs. */
export interface Phone {
  code: string;
  tel: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The national number as people read it: grouped as it was typed, or, typed as one run of digits,
 * the last four in pairs and the rest in threes from the right ("865655773" -> "86 565 57 73",
 * the grouping the masked number shows before the click).
 */
export function groupedTel(tel: string): string {
  const typed = tel.replace(/\s+/g, ' ').trim();
  if (typed.includes(' ') || !/^\d{7,}$/.test(typed)) return typed;
  const head = typed.slice(0, -4);
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= 3) groups.unshift(head.slice(Math.max(0, end - 3), end));
  // Two digits alone at the front read better with the next group than a single one.
  if (groups.length > 1 && (groups[0]?.length ?? 0) === 1) groups.splice(0, 2, `${groups[0]}${groups[1]}`);
  return [...groups, typed.slice(-4, -2), typed.slice(-2)].join(' ');
}

export const phoneText = (phone: Phone) => `${phone.code} ${groupedTel(phone.tel)}`.trim();

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
