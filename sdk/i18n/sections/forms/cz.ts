import type { FormsCatalog } from './en';

/** Czech: the form errors. */
const forms: FormsCatalog = {
  required: 'Toto pole je povinné',
  email: 'Zadejte platný e-mail',
  tooShort: 'Minimální počet znaků: {n}',
  tooLong: 'Maximální počet znaků: {n}',
  descriptionMax: 'Popis nesmí být delší než {n} znaků',
  textMin: 'vyplňte alespoň {n} znaků',
  photosMin: 'Minimální počet fotek: {n}',
  adult: 'Musí vám být alespoň 18 let',
  phone: 'Zadejte platné telefonní číslo',
  url: 'Zadejte platnou webovou adresu',
  date: 'Zadejte platné datum',
  range: 'Zadejte číslo od {min} do {max}',
  fileSize: 'Soubor je příliš velký (max. {size})',
  notImage: 'Tento soubor není obrázek JPEG, PNG ani WebP',
  notVideo: 'Tento soubor není video MP4, WebM ani MOV',
  server: 'Na naší straně se něco pokazilo. Zkuste to prosím později.',
  terms: 'Musíte souhlasit s obchodními podmínkami',
};

export default forms;
