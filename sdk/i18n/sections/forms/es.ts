import type { FormsCatalog } from './en';

/** Spanish: the form errors. */
const forms: FormsCatalog = {
  required: 'Este campo es obligatorio',
  email: 'Escribe un correo electrónico válido',
  tooShort: 'Mínimo {n} caracteres',
  tooLong: 'Máximo {n} caracteres',
  descriptionMax: 'La descripción no puede superar los {n} caracteres',
  textMin: 'escribe al menos {n} caracteres',
  photosMin: 'Debes subir al menos {n} fotos',
  adult: 'Debes tener 18 años o más',
  phone: 'Escribe un número de teléfono válido',
  url: 'Escribe una dirección web válida',
  date: 'Escribe una fecha válida',
  range: 'Escribe un número entre {min} y {max}',
  fileSize: 'El archivo es demasiado grande (máx. {size})',
  notImage: 'Este archivo no es una imagen JPEG, PNG o WebP',
  notVideo: 'Este archivo no es un vídeo MP4, WebM o MOV',
  server: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.',
  terms: 'Debes aceptar los términos y condiciones',
};

export default forms;
