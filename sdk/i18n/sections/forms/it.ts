import type { FormsCatalog } from './en';

/** Italian: the form errors. */
const forms: FormsCatalog = {
  required: 'Campo obbligatorio',
  email: 'Inserisci un indirizzo email valido',
  tooShort: 'Almeno {n} caratteri',
  tooLong: 'Al massimo {n} caratteri',
  descriptionMax: 'La descrizione non può superare i {n} caratteri',
  textMin: 'inserisci almeno {n} caratteri',
  photosMin: 'Devi caricare almeno {n} foto',
  adult: 'Devi avere almeno 18 anni',
  phone: 'Inserisci un numero di telefono valido',
  url: 'Inserisci un indirizzo web valido',
  date: 'Inserisci una data valida',
  range: 'Inserisci un numero da {min} a {max}',
  fileSize: 'Il file è troppo grande (max {size})',
  notImage: 'Questo file non è un’immagine JPEG, PNG o WebP',
  notVideo: 'Questo file non è un video MP4, WebM o MOV',
  server: 'Si è verificato un problema da parte nostra. Riprova più tardi.',
  terms: 'Devi accettare i termini e le condizioni',
};

export default forms;
