import type { FeedbackCatalog } from './en';

/** Russian: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Связаться с нами',
  name: 'Ваше имя',
  email: 'Ваша почта',
  subject: 'Тема',
  message: 'Сообщение',
  send: 'Отправить',
  thanks: 'Спасибо за ваше сообщение!',
  report: {
    title: 'Пожаловаться на анкету',
    reason: 'Причина',
    reasons: {
      underage: 'Возможно, младше 18 лет',
      coercion: 'Принуждение или торговля людьми',
      stolenPhotos: 'Чужие фотографии',
      fake: 'Фейковая анкета',
      other: 'Другое',
    },
    details: 'Подробности',
    email: 'Ваша почта (необязательно)',
    send: 'Отправить жалобу',
    received: 'Спасибо, мы быстро рассмотрим вашу жалобу.',
  },
};

export default feedback;
