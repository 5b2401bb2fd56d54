import type { Locale } from '../../schemas';

/**
 * What a notification says, kept as its facts (which text, which city, whose name), so the mock
 * answers each in the request's language (Content-Language) as a real API would, not in the
 * language it was written in.
 */
export type NotificationText =
  | { readonly key: 'welcome' }
  | { readonly key: 'new_model'; readonly city: string; readonly name: string }
  | { readonly key: 'review_reply'; readonly name: string };

const TEMPLATES: Readonly<Record<NotificationText['key'], Readonly<Record<Locale, string>>>> = {
  welcome: {
    en: 'Welcome to the portal!', es: '¡Bienvenido al portal!', fr: 'Bienvenue sur le portail\u00a0!', de: 'Willkommen im Portal!',
    it: 'Benvenuto nel portale!', cz: 'Vítejte na portálu!', ru: 'Добро пожаловать на портал!', pt: 'Bem-vindo ao portal!', el: 'Καλώς ήρθατε στην πύλη!',
  },
  new_model: {
    en: 'New model in {city}: {name}', es: 'Nueva modelo en {city}: {name}', fr: 'Nouveau modèle à {city}\u00a0: {name}', de: 'Neues Model in {city}: {name}',
    it: 'Nuova modella a {city}: {name}', cz: 'Nová modelka ve městě {city}: {name}', ru: 'Новая модель в городе {city}: {name}', pt: 'Nova modelo em {city}: {name}',
    el: 'Νέο μοντέλο στην πόλη {city}: {name}',
  },
  review_reply: {
    en: '{name} replied to your review', es: '{name} respondió a tu reseña', fr: '{name} a répondu à votre avis', de: '{name} hat auf Ihre Bewertung geantwortet',
    it: '{name} ha risposto alla tua recensione', cz: 'Odpověď na vaši recenzi: {name}', ru: 'Ответ на ваш отзыв: {name}', pt: '{name} respondeu à sua avaliação',
    el: 'Απάντηση στην κριτική σας: {name}',
  },
};

/** The notification's title in `locale`; `cityIn` names a city (by its English name) in that language. */
export function notificationTitle(text: NotificationText, locale: Locale, cityIn: (english: string, locale: Locale) => string): string {
  const template = TEMPLATES[text.key][locale];
  return template
    .replace('{city}', 'city' in text ? cityIn(text.city, locale) : '')
    .replace('{name}', 'name' in text ? text.name : '');
}
