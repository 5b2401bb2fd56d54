import type { PaymentsCatalog } from './en';

/** French: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Ce que vous obtenez',
    packagesIntro: 'Mettez votre profil en avant avec un forfait\u00a0:',
  },
  packages: {
    starter: 'départ avantageux',
    most_in_demand: 'le plus demandé',
    maximum: 'maximal',
  },
  packageOffer: '{coins} LoveCoins pour {price}',
  buyTop: 'Acheter TOP',
  buyVip: 'Acheter VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Création du profil et gestion du compte',
        higher: 'Meilleure place dans la liste et la recherche',
        support: 'Assistance technique',
        badge: 'Badge TOP',
      },
      VIP: {
        visibility: 'Visibilité maximale',
        manager: 'Conseiller personnel',
        blog: 'Annonce dans la rubrique « actus chaudes » du blog',
        badge: 'Badge VIP',
      },
    },
    business: {
      TOP: { priority: 'Placement prioritaire dans la liste des établissements', badge: 'Badge TOP' },
      VIP: {
        allTop: 'Tous les avantages TOP',
        exclusive: 'Placement exclusif dans les blocs en tête de recherche',
        banner: 'Diffusion d’une bannière',
        manager: 'Conseiller personnel',
        blog: 'Annonce dans les actus chaudes du blog',
        badge: 'Badge VIP',
      },
    },
  },
  offerPackage_one: 'Économisez {amount} avec la formule {count}\u00a0jour',
  offerPackage_many: 'Économisez {amount} avec la formule {count}\u00a0de jours',
  offerPackage_other: 'Économisez {amount} avec la formule {count}\u00a0jours',
  offerDays_one: '{count}\u00a0jour pour le prix d’un',
  offerDays_many: '{count}\u00a0de jours pour le prix d’un',
  offerDays_other: '{count}\u00a0jours pour le prix d’un',
  unavailableForYou:
    'Le paiement en ligne est temporairement indisponible. Nos conseillers vous contacteront pour confirmer la commande et vous donner les informations de paiement',
  history: { title: 'Historique des achats', date: 'Date d’achat', item: 'Article', amount: 'Montant' },
};

export default payments;
