import type { FormsCatalog } from './en';

/** French: the form errors. */
const forms: FormsCatalog = {
  required: 'Ce champ est obligatoire',
  email: 'Saisissez une adresse e-mail valide',
  tooShort: 'Au moins {n} caractères',
  tooLong: '{n} caractères au maximum',
  descriptionMax: 'La présentation ne peut pas dépasser {n} caractères',
  textMin: 'saisissez au moins {n} caractères',
  photosMin: 'Vous devez ajouter au moins {n} photos',
  adult: 'Vous devez avoir au moins 18\u00a0ans',
  phone: 'Saisissez un numéro de téléphone valide',
  url: 'Saisissez une adresse web valide',
  date: 'Saisissez une date valide',
  range: 'Saisissez un nombre entre {min} et {max}',
  fileSize: 'Le fichier est trop volumineux (max. {size})',
  notImage: 'Ce fichier n’est pas une image JPEG, PNG ou WebP',
  notVideo: 'Ce fichier n’est pas une vidéo MP4, WebM ou MOV',
  server: 'Une erreur est survenue de notre côté. Veuillez réessayer plus tard.',
  terms: 'Vous devez accepter les conditions générales',
};

export default forms;
