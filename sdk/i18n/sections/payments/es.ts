import type { PaymentsCatalog } from './en';

/** Spanish: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Lo que obtienes',
    packagesIntro: 'Promociona tu perfil con un paquete:',
  },
  packages: {
    starter: 'inicio ventajoso',
    most_in_demand: 'el más solicitado',
    maximum: 'máximo',
  },
  packageOffer: '{coins} LoveCoins por {price}',
  buyTop: 'Comprar TOP',
  buyVip: 'Comprar VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Creación del perfil y gestión de la cuenta',
        higher: 'Mejor posición en la lista y en las búsquedas',
        support: 'Soporte técnico',
        badge: 'Insignia TOP',
      },
      VIP: {
        visibility: 'Máxima visibilidad',
        manager: 'Gestor personal',
        blog: 'Anuncio en la sección de noticias destacadas del blog',
        badge: 'Insignia VIP',
      },
    },
    business: {
      TOP: { priority: 'Posición prioritaria en el listado de negocios', badge: 'Insignia TOP' },
      VIP: {
        allTop: 'Todo lo incluido en TOP',
        exclusive: 'Posición exclusiva en los bloques superiores de búsqueda',
        banner: 'Publicación de banner',
        manager: 'Gestor personal',
        blog: 'Anuncio en las noticias destacadas del blog',
        badge: 'Insignia VIP',
      },
    },
  },
  offerPackage_one: 'Ahorra {amount} con el paquete de {count} día',
  offerPackage_many: 'Ahorra {amount} con el paquete de {count} de días',
  offerPackage_other: 'Ahorra {amount} con el paquete de {count} días',
  offerDays_one: '{count} día por el precio de uno',
  offerDays_many: '{count} de días por el precio de uno',
  offerDays_other: '{count} días por el precio de uno',
  unavailableForYou:
    'El pago en línea no está disponible temporalmente. Nuestros especialistas se pondrán en contacto contigo para confirmar el pedido y darte los datos de pago',
  history: { title: 'Historial de compras', date: 'Fecha', item: 'Concepto', amount: 'Importe' },
};

export default payments;
