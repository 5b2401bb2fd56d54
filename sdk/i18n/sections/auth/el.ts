import type { AuthCatalog } from './en';

/** Greek: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Σύνδεση',
    email: 'Διεύθυνση email',
    password: 'Κωδικός πρόσβασης',
    remember: 'Να με θυμάσαι',
    forgot: 'Ξεχάσατε τον κωδικό;',
    submit: 'Σύνδεση',
    noAccount: 'Δεν έχετε λογαριασμό;',
  },
  wrongPassword: 'Ο κωδικός δεν είναι σωστός!',
  register: {
    client: 'Εγγραφή πελάτη',
    model: 'Εγγραφή μοντέλου',
    business: 'Εγγραφή επιχείρησης',
    nickname: 'Ψευδώνυμο',
    email: 'Διεύθυνση email',
    password: 'Κωδικός πρόσβασης',
    confirmPassword: 'Επανάληψη κωδικού',
    country: 'Χώρα',
    newsletter: 'Θέλω να λαμβάνω νέα και προσφορές με email',
    terms: 'Είμαι 18+ και αποδέχομαι τους όρους',
    submit: 'Δημιουργία λογαριασμού',
    mismatch: 'Οι κωδικοί δεν ταιριάζουν',
    confirmRequired: 'Επιβεβαιώστε τον κωδικό σας',
    haveAccount: 'Έχετε ήδη λογαριασμό;',
    audience: 'Τύπος λογαριασμού',
    audienceClient: 'Πελάτης',
    audienceModel: 'Μοντέλο',
    audienceBusiness: 'Επιχείρηση',
  },
  registrationFailed: 'Σφάλμα κατά την εγγραφή',
  emailTaken: 'Αυτό το email χρησιμοποιείται ήδη',
  forgot: {
    title: 'Επαναφορά κωδικού',
    hint: 'Θα σας στείλουμε με email σύνδεσμο επαναφοράς.',
    submit: 'Αποστολή συνδέσμου',
    sent: 'Αν υπάρχει λογαριασμός με αυτή τη διεύθυνση, σας στείλαμε με email τον σύνδεσμο επαναφοράς κωδικού.',
  },
  resetLinkSent: 'Σας στείλαμε με email τον σύνδεσμο επαναφοράς κωδικού.',
  reset: {
    title: 'Νέος κωδικός',
    submit: 'Αποθήκευση κωδικού',
    missingToken: 'Αυτή η σελίδα χρειάζεται τον σύνδεσμο από το email επαναφοράς κωδικού, και ο σύνδεσμος λείπει ή είναι ελλιπής.',
    requestNew: 'Ζητήστε νέο σύνδεσμο',
  },
  passwordReset: 'Ο κωδικός σας άλλαξε.',
  emailVerified: 'Το email επιβεβαιώθηκε.',
  verify: { verifying: 'Επιβεβαίωση email…', unauthorized: 'Ο σύνδεσμος έληξε. Συνδεθείτε και δοκιμάστε ξανά.', failed: 'Δεν ήταν δυνατή η επιβεβαίωση του email σας.' },
  roles: { MEMBER: 'Πελάτης', INDIVIDUAL: 'Μοντέλο', BUSSINESS: 'Επιχείρηση' },
};

export default auth;
