import type { FeedbackCatalog } from './en';

/** Spanish: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Contacto',
  name: 'Tu nombre',
  email: 'Tu correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  send: 'Enviar',
  thanks: '¡Gracias por tu mensaje!',
  report: {
    title: 'Denunciar este perfil',
    reason: 'Motivo',
    reasons: {
      underage: 'La persona podría ser menor de 18 años',
      coercion: 'Coacción o trata de personas',
      stolenPhotos: 'Fotos robadas',
      fake: 'Perfil falso',
      other: 'Otro',
    },
    details: 'Detalles',
    email: 'Tu correo (opcional)',
    send: 'Enviar denuncia',
    received: 'Gracias, revisaremos tu denuncia enseguida.',
  },
};

export default feedback;
