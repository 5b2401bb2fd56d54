import type { VisitorCatalog } from './en';

/** French: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Recommandés',
    newest: 'Les plus récents',
    price_asc: 'Prix croissant',
    price_desc: 'Prix décroissant',
    rating: 'Les mieux notés',
  },
  search: {
    label: 'Rechercher des profils',
    name: 'Nom',
    namePlaceholder: 'Rechercher par nom',
    clearName: 'Effacer la recherche par nom',
    city: 'Rechercher une ville',
    cityPlaceholder: 'Saisissez une ville',
    clearCity: 'Toutes les villes',
    noCity: 'Aucune ville ne correspond à «\u00a0{text}\u00a0»',
    cities_one: '{count}\u00a0ville',
    cities_many: '{count}\u00a0de villes',
    cities_other: '{count}\u00a0villes',
  },
  photos: {
    fullScreen: 'Plein écran',
    dialog: 'Photos de {name}',
    photoOf: 'Photo {index} sur {total}',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
  },
  contact: {
    bar: 'Contacter {name}',
    call: 'Appeler',
  },
  share: {
    share: 'Partager',
    title: '{name} sur {site}',
    copied: 'Lien copié',
    failed: 'Le lien n’a pas pu être copié. Sélectionnez-le et copiez-le vous-même\u00a0:',
    link: 'Lien vers cette page',
  },
  details: {
    all: 'Tous les détails',
    availableToday: 'Disponible aujourd’hui',
    agency: 'La page de son agence',
  },
  recent: {
    title: 'Vus récemment',
    clear: 'Effacer l’historique',
    note: 'Conservé uniquement sur cet appareil.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Les places sont achetées par les annonceurs, avec un compte de modèle ou d’entreprise. Votre compte client ne permet pas de faire de la publicité\u00a0: pour acheter une place, déconnectez-vous et créez un compte d’annonceur.',
    signOut: 'Se déconnecter et créer un compte d’annonceur',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Vous avez écrit votre avis le {date}.',
};

export default visitor;
