import type { FeedbackCatalog } from './en';

/** French: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Nous contacter',
  name: 'Votre nom',
  email: 'Votre e-mail',
  subject: 'Objet',
  message: 'Votre message',
  send: 'Envoyer',
  thanks: 'Merci pour votre message\u00a0!',
  report: {
    title: 'Signaler ce profil',
    reason: 'Motif',
    reasons: {
      underage: 'La personne a peut-être moins de 18\u00a0ans',
      coercion: 'Contrainte ou traite d’êtres humains',
      stolenPhotos: 'Photos volées',
      fake: 'Faux profil',
      other: 'Autre',
    },
    details: 'Détails',
    email: 'Votre e-mail (facultatif)',
    send: 'Envoyer le signalement',
    received: 'Merci, nous examinerons rapidement votre signalement.',
  },
};

export default feedback;
