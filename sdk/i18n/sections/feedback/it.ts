import type { FeedbackCatalog } from './en';

/** Italian: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Contattaci',
  name: 'Il tuo nome',
  email: 'La tua email',
  subject: 'Oggetto',
  message: 'Messaggio',
  send: 'Invia',
  thanks: 'Grazie per il tuo messaggio!',
  report: {
    title: 'Segnala questo profilo',
    reason: 'Motivo',
    reasons: {
      underage: 'La persona potrebbe essere minorenne',
      coercion: 'Costrizione o tratta di esseri umani',
      stolenPhotos: 'Foto rubate',
      fake: 'Profilo falso',
      other: 'Altro',
    },
    details: 'Dettagli',
    email: 'La tua email (facoltativa)',
    send: 'Invia la segnalazione',
    received: 'Grazie, esamineremo presto la tua segnalazione.',
  },
};

export default feedback;
