import type { VisitorCatalog } from './en';

/** Portuguese: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Recomendados',
    newest: 'Mais recentes',
    price_asc: 'Preço: do mais baixo',
    price_desc: 'Preço: do mais alto',
    rating: 'Mais bem avaliados',
  },
  search: {
    label: 'Pesquisar perfis',
    name: 'Nome',
    namePlaceholder: 'Pesquisar por nome',
    clearName: 'Limpar a pesquisa por nome',
    city: 'Pesquisar cidade',
    cityPlaceholder: 'Escreva uma cidade',
    clearCity: 'Qualquer cidade',
    noCity: 'Nenhuma cidade corresponde a «{text}»',
    cities_one: '{count} cidade',
    cities_many: '{count} de cidades',
    cities_other: '{count} cidades',
  },
  photos: {
    fullScreen: 'Ecrã inteiro',
    dialog: 'Fotos de {name}',
    photoOf: 'Foto {index} de {total}',
    zoomIn: 'Ampliar',
    zoomOut: 'Reduzir',
  },
  contact: {
    bar: 'Contactar {name}',
    call: 'Ligar',
  },
  share: {
    share: 'Partilhar',
    title: '{name} em {site}',
    copied: 'Ligação copiada',
    failed: 'Não foi possível copiar a ligação. Selecione-a e copie-a manualmente:',
    link: 'Ligação para esta página',
  },
  details: {
    all: 'Todos os detalhes',
    availableToday: 'Disponível hoje',
    agency: 'A página da sua agência',
  },
  recent: {
    title: 'Vistos recentemente',
    clear: 'Limpar o histórico',
    note: 'Guardado apenas neste dispositivo.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'As posições são compradas por anunciantes, com uma conta de modelo ou de empresa. A sua conta de cliente não pode anunciar: para comprar uma posição, termine a sessão e crie uma conta de anunciante.',
    signOut: 'Terminar sessão e criar uma conta de anunciante',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Escreveu a sua avaliação em {date}.',
};

export default visitor;
