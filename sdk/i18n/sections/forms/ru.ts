import type { FormsCatalog } from './en';

/** Russian: the form errors. */
const forms: FormsCatalog = {
  required: 'Обязательное поле',
  email: 'Введите корректный адрес почты',
  tooShort: 'Минимум символов: {n}',
  tooLong: 'Максимум символов: {n}',
  descriptionMax: 'Описание не может быть длиннее {n} символов',
  textMin: 'введите не менее {n} символов',
  photosMin: 'Загрузите не менее {n} фото',
  adult: 'Вам должно быть 18 лет или больше',
  phone: 'Введите корректный номер телефона',
  url: 'Введите корректный адрес сайта',
  date: 'Введите корректную дату',
  range: 'Введите число от {min} до {max}',
  fileSize: 'Файл слишком большой (максимум {size})',
  notImage: 'Этот файл не изображение JPEG, PNG или WebP',
  notVideo: 'Этот файл не видео MP4, WebM или MOV',
  server: 'Ошибка сервера. Попробуйте позже.',
  terms: 'Необходимо принять условия использования',
};

export default forms;
