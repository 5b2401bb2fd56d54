import type { VisitorCatalog } from './en';

/** Russian: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Рекомендуемые',
    newest: 'Сначала новые',
    price_asc: 'Цена: по возрастанию',
    price_desc: 'Цена: по убыванию',
    rating: 'С лучшим рейтингом',
  },
  search: {
    label: 'Поиск анкет',
    name: 'Имя',
    namePlaceholder: 'Поиск по имени',
    clearName: 'Очистить поиск по имени',
    city: 'Поиск города',
    cityPlaceholder: 'Введите город',
    clearCity: 'Любой город',
    noCity: 'Нет города «{text}»',
    cities_one: '{count} город',
    cities_few: '{count} города',
    cities_many: '{count} городов',
    cities_other: '{count} города',
  },
  photos: {
    fullScreen: 'На весь экран',
    dialog: 'Фото: {name}',
    photoOf: 'Фото {index} из {total}',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
  },
  contact: {
    bar: 'Связаться: {name}',
    call: 'Позвонить',
  },
  share: {
    share: 'Поделиться',
    title: '{name} на {site}',
    copied: 'Ссылка скопирована',
    failed: 'Не удалось скопировать ссылку. Выделите и скопируйте её сами:',
    link: 'Ссылка на эту страницу',
  },
  details: {
    all: 'Все подробности',
    availableToday: 'Доступна сегодня',
    agency: 'Страница её агентства',
  },
  recent: {
    title: 'Вы недавно смотрели',
    clear: 'Очистить историю',
    note: 'Хранится только на этом устройстве.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Места покупают рекламодатели — с аккаунтом модели или компании. С клиентским аккаунтом размещать рекламу нельзя: чтобы купить место, выйдите и создайте аккаунт рекламодателя.',
    signOut: 'Выйти и создать аккаунт рекламодателя',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Вы написали отзыв {date}.',
};

export default visitor;
