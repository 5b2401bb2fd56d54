import type { VisitorCatalog } from './en';

/** German: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Empfohlen',
    newest: 'Neueste zuerst',
    price_asc: 'Preis: aufsteigend',
    price_desc: 'Preis: absteigend',
    rating: 'Beste Bewertung',
  },
  search: {
    label: 'Profile suchen',
    name: 'Profilname',
    namePlaceholder: 'Nach Namen suchen',
    clearName: 'Namenssuche löschen',
    city: 'Stadtsuche',
    cityPlaceholder: 'Stadt eingeben',
    clearCity: 'Jede Stadt',
    noCity: 'Keine Stadt passt zu „{text}“',
    cities_one: '{count} Stadt',
    cities_other: '{count} Städte',
  },
  photos: {
    fullScreen: 'Vollbild',
    dialog: 'Fotos von {name}',
    photoOf: 'Foto {index} von {total}',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
  },
  contact: {
    bar: '{name} kontaktieren',
    call: 'Anrufen',
  },
  share: {
    share: 'Teilen',
    title: '{name} auf {site}',
    copied: 'Link kopiert',
    failed: 'Der Link konnte nicht kopiert werden. Markieren und kopieren Sie ihn selbst:',
    link: 'Link zu dieser Seite',
  },
  details: {
    all: 'Alle Details',
    availableToday: 'Heute verfügbar',
    agency: 'Zur Seite ihrer Agentur',
  },
  recent: {
    title: 'Zuletzt angesehen',
    clear: 'Verlauf löschen',
    note: 'Nur auf diesem Gerät gespeichert.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Plätze kaufen Werbende mit einem Model- oder Geschäftskonto. Mit Ihrem Kundenkonto können Sie nicht werben: Um einen Platz zu kaufen, melden Sie sich ab und erstellen Sie ein Werbekonto.',
    signOut: 'Abmelden und ein Werbekonto erstellen',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Sie haben Ihre Bewertung am {date} geschrieben.',
};

export default visitor;
