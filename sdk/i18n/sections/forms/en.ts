import type { CatalogShape } from '../../catalog-shape';

/**
 * The form errors (mounted at `validation`): what a form says about a field it cannot take. Only
 * pages with forms show them, so they are loaded with the sections of those pages (auth, editor,
 * feedback, payments, stories: SECTION_REQUIRES) and by the profile and business pages' review
 * form when it renders (`useSection('forms')`), never in a listing's first load.
 */
const forms = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  tooShort: 'Enter at least {n} characters',
  tooLong: 'Enter no more than {n} characters',
  descriptionMax: 'The description cannot exceed {n} characters',
  textMin: 'fill in at least {n} characters',
  photosMin: 'You must upload at least {n} photos',
  adult: 'You must be 18 or older',
  phone: 'Enter a valid phone number',
  url: 'Enter a valid web address',
  date: 'Enter a valid date',
  range: 'Enter a number from {min} to {max}',
  fileSize: 'The file is too large (max. {size})',
  notImage: 'This file is not a JPEG, PNG or WebP image',
  notVideo: 'This file is not an MP4, WebM or MOV video',
  server: 'Something went wrong on our side. Please try again later.',
  terms: 'You must accept the terms and conditions',
};

export type FormsCatalog = CatalogShape<typeof forms>;

export default forms satisfies FormsCatalog;
