import { API_MESSAGES } from '../../../../schemas/constants';
import type { CatalogShape } from '../../catalog-shape';

/**
 * The contact form and the report form (mounted at `feedback`). Only the feedback page and the
 * report dialog of profile and business pages show them: the page declares the section, and the
 * dialog, loaded at the press, waits for it (`useSection('feedback')`), so nothing of it is in a
 * page's first load.
 */
const feedback = {
  title: 'Contact us',
  name: 'Your name',
  email: 'Your email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send',
  thanks: API_MESSAGES.contactThanks,
  report: {
    title: 'Report this profile',
    reason: 'Reason',
    reasons: {
      underage: 'The person may be under 18',
      coercion: 'Coercion or human trafficking',
      stolenPhotos: 'Stolen photos',
      fake: 'Fake profile',
      other: 'Other',
    },
    details: 'Details',
    email: 'Your email (optional)',
    send: 'Send report',
    received: 'Thank you, we will review your report quickly.',
  },
};

export type FeedbackCatalog = CatalogShape<typeof feedback>;

export default feedback satisfies FeedbackCatalog;
