import type { FeedbackCatalog } from './en';

/** German: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Kontakt',
  name: 'Ihr Name',
  email: 'Ihre E-Mail',
  subject: 'Betreff',
  message: 'Nachricht',
  send: 'Senden',
  thanks: 'Vielen Dank für Ihre Nachricht!',
  report: {
    title: 'Profil melden',
    reason: 'Grund',
    reasons: {
      underage: 'Die Person ist möglicherweise unter 18',
      coercion: 'Zwang oder Menschenhandel',
      stolenPhotos: 'Gestohlene Fotos',
      fake: 'Fake-Profil',
      other: 'Sonstiges',
    },
    details: 'Einzelheiten',
    email: 'Ihre E-Mail (optional)',
    send: 'Meldung senden',
    received: 'Danke, wir prüfen Ihre Meldung schnellstmöglich.',
  },
};

export default feedback;
