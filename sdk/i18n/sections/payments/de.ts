import type { PaymentsCatalog } from './en';

/** German: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Was Sie bekommen',
    packagesIntro: 'Bewerben Sie Ihr Profil mit einem Paket:',
  },
  packages: {
    starter: 'günstiger Einstieg',
    most_in_demand: 'am gefragtesten',
    maximum: 'maximal',
  },
  packageOffer: '{coins} LoveCoins für {price}',
  buyTop: 'TOP kaufen',
  buyVip: 'VIP kaufen',
  benefits: {
    individual: {
      TOP: {
        account: 'Profilerstellung und Kontoverwaltung',
        higher: 'Höherer Platz in der Liste und in der Suche',
        support: 'Technischer Support',
        badge: 'TOP-Abzeichen',
      },
      VIP: {
        visibility: 'Maximale Sichtbarkeit',
        manager: 'Persönlicher Manager',
        blog: 'Anzeige im Bereich „Heiße Blog-News“',
        badge: 'VIP-Abzeichen',
      },
    },
    business: {
      TOP: { priority: 'Bevorzugte Platzierung in der Firmenliste', badge: 'TOP-Abzeichen' },
      VIP: {
        allTop: 'Alle TOP-Vorteile',
        exclusive: 'Exklusive Platzierung in den oberen Suchblöcken',
        banner: 'Bannerplatzierung',
        manager: 'Persönlicher Manager',
        blog: 'Anzeige in den heißen Blog-News',
        badge: 'VIP-Abzeichen',
      },
    },
  },
  offerPackage_one: '{amount} sparen mit dem {count}-Tage-Paket',
  offerPackage_other: '{amount} sparen mit dem {count}-Tage-Paket',
  offerDays_one: '{count} Tag zum Preis von einem',
  offerDays_other: '{count} Tage zum Preis von einem',
  unavailableForYou:
    'Online-Zahlung ist vorübergehend nicht verfügbar. Unsere Mitarbeiter kontaktieren Sie, um die Bestellung zu bestätigen und Ihnen die Zahlungsdaten mitzuteilen',
  history: { title: 'Kaufverlauf', date: 'Datum', item: 'Artikel', amount: 'Betrag' },
};

export default payments;
