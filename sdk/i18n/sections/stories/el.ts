import type { StoriesCatalog } from './en';

/** Greek: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Δημοσίευση ιστορίας',
  loginToPost: 'Μοντέλα και επιχειρήσεις μπορούν να δημοσιεύουν ιστορίες: συνδεθείτε στον λογαριασμό σας.',
  upload: 'Ανέβασμα βίντεο',
  uploading: 'Ανέβασμα βίντεο… {percent}%',
  uploaded: 'Το βίντεο ανέβηκε!',
  failed: 'Το ανέβασμα του βίντεο απέτυχε. Δοκιμάστε ξανά.',
  error: 'Παρουσιάστηκε σφάλμα. Δοκιμάστε ξανά.',
  play: 'Αναπαραγωγή της ιστορίας: {name}',
  by: 'Ιστορία: {name}',
  none: 'Δεν υπάρχουν ιστορίες ακόμη.',
  pending: 'Αναμένει έλεγχο',
  pendingNote: 'Μόνο εσείς βλέπετε αυτή την ιστορία μέχρι να εγκριθεί το προφίλ σας.',
};

export default stories;
