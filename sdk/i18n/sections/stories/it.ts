import type { StoriesCatalog } from './en';

/** Italian: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Pubblica una storia',
  loginToPost: 'Modelle e attività possono pubblicare storie: accedi al tuo account.',
  upload: 'Carica un video',
  uploading: 'Caricamento del video… {percent}%',
  uploaded: 'Video caricato!',
  failed: 'Caricamento del video non riuscito. Riprova.',
  error: 'Si è verificato un errore. Riprova.',
  play: 'Guarda la storia di {name}',
  by: 'Storia di {name}',
  none: 'Ancora nessuna storia.',
  pending: 'In attesa di moderazione',
  pendingNote: 'Solo tu vedi questa storia finché il tuo profilo non viene approvato.',
};

export default stories;
