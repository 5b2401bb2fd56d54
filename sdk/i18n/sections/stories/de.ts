import type { StoriesCatalog } from './en';

/** German: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Story veröffentlichen',
  loginToPost: 'Models und Unternehmen können Storys veröffentlichen: Melden Sie sich in Ihrem Konto an.',
  upload: 'Video hochladen',
  uploading: 'Video wird hochgeladen … {percent} %',
  uploaded: 'Video erfolgreich hochgeladen!',
  failed: 'Das Video konnte nicht hochgeladen werden. Bitte erneut versuchen.',
  error: 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.',
  play: 'Story von {name} abspielen',
  by: 'Story von {name}',
  none: 'Noch keine Storys.',
  pending: 'Wartet auf Moderation',
  pendingNote: 'Nur Sie sehen diese Story, bis Ihr Profil freigegeben ist.',
};

export default stories;
