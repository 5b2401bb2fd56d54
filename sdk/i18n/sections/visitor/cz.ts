import type { VisitorCatalog } from './en';

/** Czech: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Doporučené',
    newest: 'Od nejnovějších',
    price_asc: 'Cena: od nejnižší',
    price_desc: 'Cena: od nejvyšší',
    rating: 'Nejlépe hodnocené',
  },
  search: {
    label: 'Hledat profily',
    name: 'Jméno',
    namePlaceholder: 'Hledat podle jména',
    clearName: 'Zrušit hledání podle jména',
    city: 'Hledat město',
    cityPlaceholder: 'Zadejte město',
    clearCity: 'Jakékoli město',
    noCity: 'Žádné město neodpovídá „{text}“',
    cities_one: '{count} město',
    cities_few: '{count} města',
    cities_many: '{count} města',
    cities_other: '{count} měst',
  },
  photos: {
    fullScreen: 'Celá obrazovka',
    dialog: 'Fotky: {name}',
    photoOf: 'Fotka {index} z {total}',
    zoomIn: 'Přiblížit',
    zoomOut: 'Oddálit',
  },
  contact: {
    bar: 'Kontaktovat {name}',
    call: 'Zavolat',
  },
  share: {
    share: 'Sdílet',
    title: '{name} na {site}',
    copied: 'Odkaz zkopírován',
    failed: 'Odkaz se nepodařilo zkopírovat. Označte ho a zkopírujte sami:',
    link: 'Odkaz na tuto stránku',
  },
  details: {
    all: 'Všechny údaje',
    availableToday: 'Dnes k dispozici',
    agency: 'Stránka její agentury',
  },
  recent: {
    title: 'Naposledy zobrazené',
    clear: 'Vymazat historii',
    note: 'Uloženo pouze v tomto zařízení.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Místa kupují inzerenti s účtem modelky nebo firmy. S klientským účtem inzerovat nemůžete: chcete-li koupit místo, odhlaste se a vytvořte si účet inzerenta.',
    signOut: 'Odhlásit se a vytvořit účet inzerenta',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Recenzi jste napsali {date}.',
};

export default visitor;
