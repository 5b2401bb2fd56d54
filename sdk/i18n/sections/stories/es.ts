import type { StoriesCatalog } from './en';

/** Spanish: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Publicar una historia',
  loginToPost: 'Las modelos y los negocios pueden publicar historias: inicia sesión en tu cuenta.',
  upload: 'Subir vídeo',
  uploading: 'Subiendo vídeo… {percent} %',
  uploaded: '¡Vídeo subido correctamente!',
  failed: 'No se ha podido subir el vídeo. Inténtalo de nuevo.',
  error: 'Se ha producido un error. Inténtalo de nuevo.',
  play: 'Reproducir la historia de {name}',
  by: 'Historia de {name}',
  none: 'Todavía no hay historias.',
  pending: 'Pendiente de moderación',
  pendingNote: 'Solo tú ves esta historia hasta que tu perfil sea aprobado.',
};

export default stories;
