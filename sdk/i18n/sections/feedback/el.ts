import type { FeedbackCatalog } from './en';

/** Greek: the contact form, the report form. */
const feedback: FeedbackCatalog = {
  title: 'Επικοινωνία',
  name: 'Το όνομά σας',
  email: 'Το email σας',
  subject: 'Θέμα',
  message: 'Μήνυμα',
  send: 'Αποστολή',
  thanks: 'Ευχαριστούμε για το μήνυμά σας!',
  report: {
    title: 'Αναφορά προφίλ',
    reason: 'Λόγος',
    reasons: {
      underage: 'Ίσως κάτω των 18',
      coercion: 'Εξαναγκασμός ή εμπορία ανθρώπων',
      stolenPhotos: 'Κλεμμένες φωτογραφίες',
      fake: 'Ψεύτικο προφίλ',
      other: 'Άλλο',
    },
    details: 'Λεπτομέρειες',
    email: 'Το email σας (προαιρετικό)',
    send: 'Αποστολή αναφοράς',
    received: 'Ευχαριστούμε, θα εξετάσουμε σύντομα την αναφορά σας.',
  },
};

export default feedback;
