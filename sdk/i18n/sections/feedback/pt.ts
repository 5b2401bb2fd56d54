import type { FeedbackCatalog } from './en';

/** Portuguese: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Fale conosco',
  name: 'Seu nome',
  email: 'Seu e-mail',
  subject: 'Assunto',
  message: 'Mensagem',
  send: 'Enviar',
  thanks: 'Obrigado pela sua mensagem!',
  report: {
    title: 'Denunciar este perfil',
    reason: 'Motivo',
    reasons: {
      underage: 'A pessoa pode ser menor de 18 anos',
      coercion: 'Coação ou tráfico de pessoas',
      stolenPhotos: 'Fotos roubadas',
      fake: 'Perfil falso',
      other: 'Outro',
    },
    details: 'Detalhes',
    email: 'Seu e-mail (opcional)',
    send: 'Enviar denúncia',
    received: 'Obrigado, vamos analisar sua denúncia rapidamente.',
  },
};

export default feedback;
