import type { FeedbackCatalog } from './en';

/** Czech: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Kontaktujte nás',
  name: 'Vaše jméno',
  email: 'Váš e-mail',
  subject: 'Předmět',
  message: 'Zpráva',
  send: 'Odeslat',
  thanks: 'Děkujeme za vaši zprávu!',
  report: {
    title: 'Nahlásit profil',
    reason: 'Důvod',
    reasons: {
      underage: 'Osobě může být méně než 18 let',
      coercion: 'Nátlak nebo obchod s lidmi',
      stolenPhotos: 'Ukradené fotky',
      fake: 'Falešný profil',
      other: 'Jiné',
    },
    details: 'Podrobnosti',
    email: 'Váš e-mail (nepovinné)',
    send: 'Odeslat hlášení',
    received: 'Děkujeme, vaše hlášení brzy prověříme.',
  },
};

export default feedback;
