import type { VisitorCatalog } from './en';

/** Spanish: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Recomendados',
    newest: 'Más recientes',
    price_asc: 'Precio: de menor a mayor',
    price_desc: 'Precio: de mayor a menor',
    rating: 'Mejor valorados',
  },
  search: {
    label: 'Buscar perfiles',
    name: 'Nombre',
    namePlaceholder: 'Buscar por nombre',
    clearName: 'Borrar la búsqueda por nombre',
    city: 'Buscar ciudad',
    cityPlaceholder: 'Escribe una ciudad',
    clearCity: 'Cualquier ciudad',
    noCity: 'Ninguna ciudad coincide con «{text}»',
    cities_one: '{count} ciudad',
    cities_many: '{count} de ciudades',
    cities_other: '{count} ciudades',
  },
  photos: {
    fullScreen: 'Pantalla completa',
    dialog: 'Fotos de {name}',
    photoOf: 'Foto {index} de {total}',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
  },
  contact: {
    bar: 'Contactar con {name}',
    call: 'Llamar',
  },
  share: {
    share: 'Compartir',
    title: '{name} en {site}',
    copied: 'Enlace copiado',
    failed: 'No se pudo copiar el enlace. Selecciónalo y cópialo tú:',
    link: 'Enlace a esta página',
  },
  details: {
    all: 'Todos los detalles',
    availableToday: 'Disponible hoy',
    agency: 'La página de su agencia',
  },
  recent: {
    title: 'Vistos recientemente',
    clear: 'Borrar el historial',
    note: 'Se guarda solo en este dispositivo.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Los puestos los compran los anunciantes, con una cuenta de modelo o de empresa. Tu cuenta de cliente no puede anunciarse: para comprar un puesto, cierra la sesión y crea una cuenta de anunciante.',
    signOut: 'Cerrar sesión y crear una cuenta de anunciante',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Ya escribiste tu reseña el {date}.',
};

export default visitor;
