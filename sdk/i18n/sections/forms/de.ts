import type { FormsCatalog } from './en';

/** German: the form errors. */
const forms: FormsCatalog = {
  required: 'Dieses Feld ist erforderlich',
  email: 'Geben Sie eine gültige E-Mail-Adresse ein',
  tooShort: 'Mindestens {n} Zeichen',
  tooLong: 'Höchstens {n} Zeichen',
  descriptionMax: 'Die Beschreibung darf höchstens {n} Zeichen lang sein',
  textMin: 'mindestens {n} Zeichen eingeben',
  photosMin: 'Sie müssen mindestens {n} Fotos hochladen',
  adult: 'Sie müssen mindestens 18 Jahre alt sein',
  phone: 'Geben Sie eine gültige Telefonnummer ein',
  url: 'Geben Sie eine gültige Webadresse ein',
  date: 'Geben Sie ein gültiges Datum ein',
  range: 'Geben Sie eine Zahl von {min} bis {max} ein',
  fileSize: 'Die Datei ist zu groß (max. {size})',
  notImage: 'Diese Datei ist kein JPEG-, PNG- oder WebP-Bild',
  notVideo: 'Diese Datei ist kein MP4-, WebM- oder MOV-Video',
  server: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
  terms: 'Sie müssen die AGB akzeptieren',
};

export default forms;
