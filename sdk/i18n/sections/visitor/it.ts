import type { VisitorCatalog } from './en';

/** Italian: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Consigliati',
    newest: 'Più recenti',
    price_asc: 'Prezzo: dal più basso',
    price_desc: 'Prezzo: dal più alto',
    rating: 'Più votati',
  },
  search: {
    label: 'Cerca profili',
    name: 'Nome',
    namePlaceholder: 'Cerca per nome',
    clearName: 'Cancella la ricerca per nome',
    city: 'Cerca città',
    cityPlaceholder: 'Scrivi una città',
    clearCity: 'Qualsiasi città',
    noCity: 'Nessuna città corrisponde a «{text}»',
    cities_one: '{count} città',
    cities_many: '{count} di città',
    cities_other: '{count} città',
  },
  photos: {
    fullScreen: 'Schermo intero',
    dialog: 'Foto di {name}',
    photoOf: 'Foto {index} di {total}',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
  },
  contact: {
    bar: 'Contatta {name}',
    call: 'Chiama',
  },
  share: {
    share: 'Condividi',
    title: '{name} su {site}',
    copied: 'Link copiato',
    failed: 'Non è stato possibile copiare il link. Selezionalo e copialo tu:',
    link: 'Link a questa pagina',
  },
  details: {
    all: 'Tutti i dettagli',
    availableToday: 'Disponibile oggi',
    agency: 'La pagina della sua agenzia',
  },
  recent: {
    title: 'Visti di recente',
    clear: 'Cancella la cronologia',
    note: 'Salvata solo su questo dispositivo.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Le posizioni le acquistano gli inserzionisti, con un account da modella o da azienda. Il tuo account cliente non può fare pubblicità: per acquistare una posizione, esci e crea un account da inserzionista.',
    signOut: 'Esci e crea un account da inserzionista',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Hai già scritto la tua recensione il {date}.',
};

export default visitor;
