import type { VisitorCatalog } from './en';

/** Greek: sorting, searches, full-screen photos, the contact bar, sharing, recently viewed. */
const visitor: VisitorCatalog = {
  sort: {
    default: 'Προτεινόμενα',
    newest: 'Πρώτα τα νεότερα',
    price_asc: 'Τιμή: από τη χαμηλότερη',
    price_desc: 'Τιμή: από την υψηλότερη',
    rating: 'Καλύτερη βαθμολογία',
  },
  search: {
    label: 'Αναζήτηση προφίλ',
    name: 'Όνομα',
    namePlaceholder: 'Αναζήτηση με όνομα',
    clearName: 'Καθαρισμός αναζήτησης ονόματος',
    city: 'Αναζήτηση πόλης',
    cityPlaceholder: 'Πληκτρολογήστε πόλη',
    clearCity: 'Οποιαδήποτε πόλη',
    noCity: 'Καμία πόλη δεν ταιριάζει με «{text}»',
    cities_one: '{count} πόλη',
    cities_other: '{count} πόλεις',
  },
  photos: {
    fullScreen: 'Πλήρης οθόνη',
    dialog: 'Φωτογραφίες: {name}',
    photoOf: 'Φωτογραφία {index} από {total}',
    zoomIn: 'Μεγέθυνση',
    zoomOut: 'Σμίκρυνση',
  },
  contact: {
    bar: 'Επικοινωνία: {name}',
    call: 'Κλήση',
  },
  share: {
    share: 'Κοινοποίηση',
    title: '{name} στο {site}',
    copied: 'Ο σύνδεσμος αντιγράφηκε',
    failed: 'Ο σύνδεσμος δεν αντιγράφηκε. Επιλέξτε τον και αντιγράψτε τον μόνοι σας:',
    link: 'Σύνδεσμος προς αυτή τη σελίδα',
  },
  details: {
    all: 'Όλες οι λεπτομέρειες',
    availableToday: 'Διαθέσιμη σήμερα',
    agency: 'Η σελίδα του πρακτορείου της',
  },
  recent: {
    title: 'Είδατε πρόσφατα',
    clear: 'Διαγραφή ιστορικού',
    note: 'Αποθηκεύεται μόνο σε αυτή τη συσκευή.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Τις θέσεις τις αγοράζουν διαφημιζόμενοι, με λογαριασμό μοντέλου ή επιχείρησης. Με τον λογαριασμό πελάτη δεν μπορείτε να διαφημιστείτε: για να αγοράσετε θέση, αποσυνδεθείτε και δημιουργήστε λογαριασμό διαφημιζόμενου.',
    signOut: 'Αποσύνδεση και δημιουργία λογαριασμού διαφημιζόμενου',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'Γράψατε την κριτική σας στις {date}.',
};

export default visitor;
