import type { StoriesCatalog } from './en';

/** Russian: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Опубликовать историю',
  loginToPost: 'Истории могут публиковать модели и компании: войдите в свой аккаунт.',
  upload: 'Загрузить видео',
  uploading: 'Загрузка видео… {percent} %',
  uploaded: 'Видео успешно загружено!',
  failed: 'Не удалось загрузить видео. Попробуйте ещё раз.',
  error: 'Произошла ошибка. Попробуйте ещё раз.',
  play: 'Смотреть историю: {name}',
  by: 'История: {name}',
  none: 'Историй пока нет.',
  pending: 'На модерации',
  pendingNote: 'Эту историю видите только вы, пока анкета не одобрена.',
};

export default stories;
