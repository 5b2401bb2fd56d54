import type { Locale } from '../../schemas';

/**
 * The seed's cities in the nine languages, as a real API answers them by Content-Language (the
 * English name where a language uses it too). Only the names that differ from the English one.
 */
type Names = Partial<Record<Exclude<Locale, 'en'>, string>>;

export const CITY_NAMES: Readonly<Record<string, Names>> = {
  Kyiv: { es: 'Kiev', de: 'Kyjiw', it: 'Kiev', cz: 'Kyjev', ru: 'Киев', pt: 'Kiev', el: 'Κίεβο' },
  Lviv: { es: 'Leópolis', de: 'Lwiw', it: 'Leopoli', cz: 'Lvov', ru: 'Львов', el: 'Λβιβ' },
  Odesa: { es: 'Odesa', fr: 'Odessa', de: 'Odessa', it: 'Odessa', cz: 'Oděsa', ru: 'Одесса', pt: 'Odessa', el: 'Οδησσός' },
  Kharkiv: { es: 'Járkov', de: 'Charkiw', cz: 'Charkov', ru: 'Харьков', el: 'Χάρκοβο' },
  Dnipro: { ru: 'Днепр', el: 'Ντνίπρο' },
  Prague: { es: 'Praga', de: 'Prag', it: 'Praga', cz: 'Praha', ru: 'Прага', pt: 'Praga', el: 'Πράγα' },
  Brno: { ru: 'Брно', el: 'Μπρνο' },
  Ostrava: { ru: 'Острава', el: 'Όστραβα' },
  Plzen: { de: 'Pilsen', cz: 'Plzeň', ru: 'Пльзень', el: 'Πλζεν' },
  Berlin: { es: 'Berlín', it: 'Berlino', ru: 'Берлин', pt: 'Berlim', el: 'Βερολίνο' },
  Hamburg: { es: 'Hamburgo', fr: 'Hambourg', it: 'Amburgo', ru: 'Гамбург', pt: 'Hamburgo', el: 'Αμβούργο' },
  Munich: { es: 'Múnich', de: 'München', it: 'Monaco di Baviera', cz: 'Mnichov', ru: 'Мюнхен', pt: 'Munique', el: 'Μόναχο' },
  Cologne: { es: 'Colonia', de: 'Köln', it: 'Colonia', cz: 'Kolín nad Rýnem', ru: 'Кёльн', pt: 'Colônia', el: 'Κολωνία' },
  Frankfurt: { es: 'Fráncfort', fr: 'Francfort', de: 'Frankfurt am Main', it: 'Francoforte', ru: 'Франкфурт', pt: 'Frankfurt', el: 'Φρανκφούρτη' },
  Paris: { es: 'París', it: 'Parigi', cz: 'Paříž', ru: 'Париж', el: 'Παρίσι' },
  Lyon: { es: 'Lyon', it: 'Lione', ru: 'Лион', pt: 'Lião', el: 'Λυών' },
  Marseille: { es: 'Marsella', it: 'Marsiglia', cz: 'Marseille', ru: 'Марсель', pt: 'Marselha', el: 'Μασσαλία' },
  Nice: { es: 'Niza', de: 'Nizza', it: 'Nizza', ru: 'Ницца', pt: 'Nice', el: 'Νίκαια' },
  Madrid: { ru: 'Мадрид', el: 'Μαδρίτη' },
  Barcelona: { fr: 'Barcelone', it: 'Barcellona', ru: 'Барселона', el: 'Βαρκελώνη' },
  Valencia: { fr: 'Valence', ru: 'Валенсия', pt: 'Valência', el: 'Βαλένθια' },
  Seville: { es: 'Sevilla', fr: 'Séville', de: 'Sevilla', it: 'Siviglia', cz: 'Sevilla', ru: 'Севилья', pt: 'Sevilha', el: 'Σεβίλλη' },
  Malaga: { es: 'Málaga', it: 'Malaga', ru: 'Малага', pt: 'Málaga', el: 'Μάλαγα' },
  Rome: { es: 'Roma', de: 'Rom', it: 'Roma', cz: 'Řím', ru: 'Рим', pt: 'Roma', el: 'Ρώμη' },
  Milan: { es: 'Milán', de: 'Mailand', it: 'Milano', cz: 'Milán', ru: 'Милан', pt: 'Milão', el: 'Μιλάνο' },
  Naples: { es: 'Nápoles', de: 'Neapel', it: 'Napoli', cz: 'Neapol', ru: 'Неаполь', pt: 'Nápoles', el: 'Νάπολη' },
  Florence: { es: 'Florencia', de: 'Florenz', it: 'Firenze', cz: 'Florencie', ru: 'Флоренция', pt: 'Florença', el: 'Φλωρεντία' },
  Lisbon: { es: 'Lisboa', fr: 'Lisbonne', de: 'Lissabon', it: 'Lisbona', cz: 'Lisabon', ru: 'Лиссабон', pt: 'Lisboa', el: 'Λισαβόνα' },
  Porto: { es: 'Oporto', ru: 'Порту', el: 'Πόρτο' },
  Faro: { ru: 'Фару', el: 'Φάρο' },
  Athens: { es: 'Atenas', fr: 'Athènes', de: 'Athen', it: 'Atene', cz: 'Atény', ru: 'Афины', pt: 'Atenas', el: 'Αθήνα' },
  Thessaloniki: { es: 'Tesalónica', fr: 'Thessalonique', it: 'Salonicco', cz: 'Soluň', ru: 'Салоники', pt: 'Salónica', el: 'Θεσσαλονίκη' },
  Heraklion: { es: 'Heraclión', fr: 'Héraklion', de: 'Iraklio', it: 'Candia', cz: 'Heraklion', ru: 'Ираклион', el: 'Ηράκλειο' },
  London: { es: 'Londres', fr: 'Londres', it: 'Londra', cz: 'Londýn', ru: 'Лондон', pt: 'Londres', el: 'Λονδίνο' },
  Manchester: { ru: 'Манчестер', el: 'Μάντσεστερ' },
  Birmingham: { ru: 'Бирмингем', el: 'Μπέρμιγχαμ' },
  Edinburgh: { es: 'Edimburgo', fr: 'Édimbourg', it: 'Edimburgo', cz: 'Edinburgh', ru: 'Эдинбург', pt: 'Edimburgo', el: 'Εδιμβούργο' },
  Amsterdam: { es: 'Ámsterdam', ru: 'Амстердам', pt: 'Amesterdão', el: 'Άμστερνταμ' },
  Rotterdam: { es: 'Róterdam', ru: 'Роттердам', pt: 'Roterdão', el: 'Ρότερνταμ' },
  'The Hague': { es: 'La Haya', fr: 'La Haye', de: 'Den Haag', it: "L'Aia", cz: 'Haag', ru: 'Гаага', pt: 'Haia', el: 'Χάγη' },
  Zurich: { es: 'Zúrich', de: 'Zürich', it: 'Zurigo', cz: 'Curych', ru: 'Цюрих', pt: 'Zurique', el: 'Ζυρίχη' },
  Geneva: { es: 'Ginebra', fr: 'Genève', de: 'Genf', it: 'Ginevra', cz: 'Ženeva', ru: 'Женева', pt: 'Genebra', el: 'Γενεύη' },
  Basel: { es: 'Basilea', fr: 'Bâle', it: 'Basilea', cz: 'Basilej', ru: 'Базель', pt: 'Basileia', el: 'Βασιλεία' },
  Vienna: { es: 'Viena', fr: 'Vienne', de: 'Wien', it: 'Vienna', cz: 'Vídeň', ru: 'Вена', pt: 'Viena', el: 'Βιέννη' },
  Salzburg: { es: 'Salzburgo', fr: 'Salzbourg', it: 'Salisburgo', cz: 'Salcburk', ru: 'Зальцбург', pt: 'Salzburgo', el: 'Σάλτσμπουργκ' },
  Graz: { cz: 'Štýrský Hradec', ru: 'Грац', el: 'Γκρατς' },
  Warsaw: { es: 'Varsovia', fr: 'Varsovie', de: 'Warschau', it: 'Varsavia', cz: 'Varšava', ru: 'Варшава', pt: 'Varsóvia', el: 'Βαρσοβία' },
  Krakow: { es: 'Cracovia', fr: 'Cracovie', de: 'Krakau', it: 'Cracovia', cz: 'Krakov', ru: 'Краков', pt: 'Cracóvia', el: 'Κρακοβία' },
  Wroclaw: { es: 'Breslavia', fr: 'Wrocław', de: 'Breslau', it: 'Breslavia', cz: 'Vratislav', ru: 'Вроцлав', pt: 'Breslávia', el: 'Βρότσλαβ' },
  Gdansk: { es: 'Gdansk', fr: 'Gdańsk', de: 'Danzig', it: 'Danzica', cz: 'Gdaňsk', ru: 'Гданьск', pt: 'Gdańsk', el: 'Γκντανσκ' },
};

/** A seed city's name in `locale` (its English name where that language has no other). */
export const cityName = (title: string, locale: Locale): string =>
  (locale === 'en' ? undefined : CITY_NAMES[title]?.[locale]) ?? title;
