import type { PaymentsCatalog } from './en';

/** Czech: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Co získáte',
    packagesIntro: 'Zviditelněte svůj profil balíčkem:',
  },
  packages: {
    starter: 'výhodný start',
    most_in_demand: 'nejžádanější',
    maximum: 'maximální',
  },
  packageOffer: '{coins} LoveCoinů za {price}',
  buyTop: 'Koupit TOP',
  buyVip: 'Koupit VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Vytvoření profilu a správa účtu',
        higher: 'Vyšší pozice v seznamu a ve vyhledávání',
        support: 'Technická podpora',
        badge: 'Odznak TOP',
      },
      VIP: {
        visibility: 'Maximální viditelnost',
        manager: 'Osobní manažer',
        blog: 'Reklama v sekci horkých novinek blogu',
        badge: 'Odznak VIP',
      },
    },
    business: {
      TOP: { priority: 'Přednostní umístění v seznamu podniků', badge: 'Odznak TOP' },
      VIP: {
        allTop: 'Vše, co obsahuje TOP',
        exclusive: 'Exkluzivní umístění v horních blocích vyhledávání',
        banner: 'Umístění banneru',
        manager: 'Osobní manažer',
        blog: 'Reklama v horkých novinkách blogu',
        badge: 'Odznak VIP',
      },
    },
  },
  offerPackage_one: 'Ušetřete {amount} s balíčkem na {count} den',
  offerPackage_few: 'Ušetřete {amount} s balíčkem na {count} dny',
  offerPackage_many: 'Ušetřete {amount} s balíčkem na {count} dne',
  offerPackage_other: 'Ušetřete {amount} s balíčkem na {count} dní',
  offerDays_one: '{count} den za cenu jednoho',
  offerDays_few: '{count} dny za cenu jednoho',
  offerDays_many: '{count} dne za cenu jednoho',
  offerDays_other: '{count} dní za cenu jednoho',
  unavailableForYou:
    'Online platba je dočasně nedostupná. Naši specialisté vás budou kontaktovat, aby potvrdili objednávku a sdělili vám platební údaje',
  history: { title: 'Historie nákupů', date: 'Datum', item: 'Položka', amount: 'Částka' },
};

export default payments;
