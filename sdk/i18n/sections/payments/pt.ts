import type { PaymentsCatalog } from './en';

/** Portuguese: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'O que você recebe',
    packagesIntro: 'Promova seu perfil com um pacote:',
  },
  packages: {
    starter: 'início vantajoso',
    most_in_demand: 'o mais procurado',
    maximum: 'máximo',
  },
  packageOffer: '{coins} LoveCoins por {price}',
  buyTop: 'Comprar TOP',
  buyVip: 'Comprar VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Criação do perfil e gestão da conta',
        higher: 'Posição mais alta na lista e na busca',
        support: 'Suporte técnico',
        badge: 'Selo TOP',
      },
      VIP: {
        visibility: 'Visibilidade máxima',
        manager: 'Gerente pessoal',
        blog: 'Anúncio na seção de notícias quentes do blog',
        badge: 'Selo VIP',
      },
    },
    business: {
      TOP: { priority: 'Posição prioritária na lista de estabelecimentos', badge: 'Selo TOP' },
      VIP: {
        allTop: 'Tudo o que o TOP oferece',
        exclusive: 'Posição exclusiva nos blocos do topo da busca',
        banner: 'Exibição de banner',
        manager: 'Gerente pessoal',
        blog: 'Anúncio nas notícias quentes do blog',
        badge: 'Selo VIP',
      },
    },
  },
  offerPackage_one: 'Economize {amount} com o pacote de {count} dia',
  offerPackage_many: 'Economize {amount} com o pacote de {count} de dias',
  offerPackage_other: 'Economize {amount} com o pacote de {count} dias',
  offerDays_one: '{count} dia pelo preço de um',
  offerDays_many: '{count} de dias pelo preço de um',
  offerDays_other: '{count} dias pelo preço de um',
  unavailableForYou:
    'O pagamento on-line está temporariamente indisponível. Nossos especialistas entrarão em contato com você para confirmar o pedido e passar os dados de pagamento',
  history: { title: 'Histórico de compras', date: 'Data', item: 'Item comprado', amount: 'Valor' },
};

export default payments;
