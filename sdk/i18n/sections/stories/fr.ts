import type { StoriesCatalog } from './en';

/** French: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Publier une story',
  loginToPost: 'Les modèles et les établissements peuvent publier des stories : connectez-vous à votre compte.',
  upload: 'Ajouter une vidéo',
  uploading: 'Envoi de la vidéo… {percent}\u00a0%',
  uploaded: 'Vidéo envoyée avec succès\u00a0!',
  failed: 'Échec de l’envoi de la vidéo. Veuillez réessayer.',
  error: 'Une erreur est survenue. Veuillez réessayer.',
  play: 'Lire la vidéo de {name}',
  by: 'Vidéo de {name}',
  none: 'Aucune vidéo pour le moment.',
  pending: 'En attente de modération',
  pendingNote: 'Vous seul voyez cette vidéo jusqu’à la validation de votre profil.',
};

export default stories;
