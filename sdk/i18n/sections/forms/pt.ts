import type { FormsCatalog } from './en';

/** Portuguese: the form errors. */
const forms: FormsCatalog = {
  required: 'Campo obrigatório',
  email: 'Informe um e-mail válido',
  tooShort: 'No mínimo {n} caracteres',
  tooLong: 'No máximo {n} caracteres',
  descriptionMax: 'A descrição não pode ter mais de {n} caracteres',
  textMin: 'preencha pelo menos {n} caracteres',
  photosMin: 'Você precisa enviar pelo menos {n} fotos',
  adult: 'Você precisa ter 18 anos ou mais',
  phone: 'Informe um número de telefone válido',
  url: 'Informe um endereço web válido',
  date: 'Informe uma data válida',
  range: 'Informe um número de {min} a {max}',
  fileSize: 'O arquivo é grande demais (máx. {size})',
  notImage: 'Este arquivo não é uma imagem JPEG, PNG ou WebP',
  notVideo: 'Este arquivo não é um vídeo MP4, WebM ou MOV',
  server: 'Algo deu errado do nosso lado. Tente novamente mais tarde.',
  terms: 'Você precisa aceitar os termos e condições',
};

export default forms;
