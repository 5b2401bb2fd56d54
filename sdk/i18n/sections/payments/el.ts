import type { PaymentsCatalog } from './en';

/** Greek: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Τι κερδίζετε',
    packagesIntro: 'Προωθήστε το προφίλ σας με ένα πακέτο:',
  },
  packages: {
    starter: 'συμφέρουσα αρχή',
    most_in_demand: 'το πιο δημοφιλές',
    maximum: 'μέγιστο',
  },
  packageOffer: '{coins} LoveCoins για {price}',
  buyTop: 'Αγορά TOP',
  buyVip: 'Αγορά VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Δημιουργία προφίλ και διαχείριση λογαριασμού',
        higher: 'Υψηλότερη θέση στη λίστα και στην αναζήτηση',
        support: 'Τεχνική υποστήριξη',
        badge: 'Σήμα TOP',
      },
      VIP: {
        visibility: 'Μέγιστη προβολή',
        manager: 'Προσωπικός σύμβουλος',
        blog: 'Διαφήμιση στα καυτά νέα του blog',
        badge: 'Σήμα VIP',
      },
    },
    business: {
      TOP: { priority: 'Προνομιακή θέση στη λίστα επιχειρήσεων', badge: 'Σήμα TOP' },
      VIP: {
        allTop: 'Όλα όσα περιλαμβάνει το TOP',
        exclusive: 'Αποκλειστική θέση στα πάνω μπλοκ αναζήτησης',
        banner: 'Προβολή banner',
        manager: 'Προσωπικός σύμβουλος',
        blog: 'Διαφήμιση στα καυτά νέα του blog',
        badge: 'Σήμα VIP',
      },
    },
  },
  offerPackage_one: 'Εξοικονομήστε {amount} με πακέτο {count} ημέρας',
  offerPackage_other: 'Εξοικονομήστε {amount} με πακέτο {count} ημερών',
  offerDays_one: '{count} ημέρα στην τιμή μίας',
  offerDays_other: '{count} ημέρες στην τιμή μίας',
  unavailableForYou:
    'Η online πληρωμή δεν είναι προσωρινά διαθέσιμη. Οι ειδικοί μας θα επικοινωνήσουν μαζί σας για να επιβεβαιώσουν την παραγγελία και να σας δώσουν τα στοιχεία πληρωμής',
  history: { title: 'Ιστορικό αγορών', date: 'Ημερομηνία', item: 'Αγορά', amount: 'Ποσό' },
};

export default payments;
