import type { StoriesCatalog } from './en';

/** Portuguese: posting, uploading and playing stories. */
const stories: StoriesCatalog = {
  post: 'Publicar uma história',
  loginToPost: 'Modelos e negócios podem publicar histórias: entre na sua conta.',
  upload: 'Enviar vídeo',
  uploading: 'Enviando vídeo… {percent}%',
  uploaded: 'Vídeo enviado com sucesso!',
  failed: 'Não foi possível enviar o vídeo. Tente novamente.',
  error: 'Ocorreu um erro. Tente novamente.',
  play: 'Assistir à história de {name}',
  by: 'História de {name}',
  none: 'Nenhuma história ainda.',
  pending: 'Aguardando moderação',
  pendingNote: 'Só você vê esta história até que seu perfil seja aprovado.',
};

export default stories;
