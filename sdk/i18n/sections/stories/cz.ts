import type { StoriesCatalog } from './en';

/** Czech: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Zveřejnit příběh',
  loginToPost: 'Příběhy mohou zveřejňovat modelky a podniky: přihlaste se ke svému účtu.',
  upload: 'Nahrát video',
  uploading: 'Nahrávání videa… {percent} %',
  uploaded: 'Video bylo úspěšně nahráno!',
  failed: 'Video se nepodařilo nahrát. Zkuste to prosím znovu.',
  error: 'Došlo k chybě. Zkuste to prosím znovu.',
  play: 'Přehrát příběh: {name}',
  by: 'Příběh: {name}',
  none: 'Zatím žádné příběhy.',
  pending: 'Čeká na moderaci',
  pendingNote: 'Tento příběh vidíte jen vy, dokud nebude váš profil schválen.',
};

export default stories;
