import type { PaymentsCatalog } from './en';

/** Italian: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Cosa ottieni',
    packagesIntro: 'Promuovi il tuo profilo con un pacchetto:',
  },
  packages: {
    starter: 'partenza vantaggiosa',
    most_in_demand: 'il più richiesto',
    maximum: 'massimo',
  },
  packageOffer: '{coins} LoveCoins a {price}',
  buyTop: 'Acquista TOP',
  buyVip: 'Acquista VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Creazione del profilo e gestione dell’account',
        higher: 'Posizione più alta in elenco e nella ricerca',
        support: 'Assistenza tecnica',
        badge: 'Badge TOP',
      },
      VIP: {
        visibility: 'Massima visibilità',
        manager: 'Manager personale',
        blog: 'Annuncio nella sezione notizie hot del blog',
        badge: 'Badge VIP',
      },
    },
    business: {
      TOP: { priority: 'Posizionamento prioritario nell’elenco delle attività', badge: 'Badge TOP' },
      VIP: {
        allTop: 'Tutti i vantaggi TOP',
        exclusive: 'Posizionamento esclusivo nei blocchi in cima alla ricerca',
        banner: 'Pubblicazione di un banner',
        manager: 'Manager personale',
        blog: 'Annuncio nelle notizie hot del blog',
        badge: 'Badge VIP',
      },
    },
  },
  offerPackage_one: 'Risparmia {amount} con il pacchetto da {count} giorno',
  offerPackage_many: 'Risparmia {amount} con il pacchetto da {count} di giorni',
  offerPackage_other: 'Risparmia {amount} con il pacchetto da {count} giorni',
  offerDays_one: '{count} giorno al prezzo di uno',
  offerDays_many: '{count} di giorni al prezzo di uno',
  offerDays_other: '{count} giorni al prezzo di uno',
  unavailableForYou:
    'Il pagamento online non è al momento disponibile. I nostri specialisti ti contatteranno per confermare l’ordine e fornirti i dati per il pagamento',
  history: { title: 'Storico acquisti', date: 'Data', item: 'Articolo', amount: 'Importo' },
};

export default payments;
