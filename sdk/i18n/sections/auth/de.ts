import type { AuthCatalog } from './en';

/** German: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    remember: 'Angemeldet bleiben',
    forgot: 'Passwort vergessen?',
    submit: 'Anmelden',
    noAccount: 'Noch kein Konto?',
  },
  wrongPassword: 'Das Passwort ist nicht korrekt!',
  register: {
    client: 'Als Kunde registrieren',
    model: 'Als Model registrieren',
    business: 'Als Betrieb registrieren',
    nickname: 'Benutzername',
    email: 'E-Mail',
    password: 'Passwort',
    confirmPassword: 'Passwort wiederholen',
    country: 'Land',
    newsletter: 'News und Angebote per E-Mail erhalten',
    terms: 'Ich bin mindestens 18 und akzeptiere die AGB',
    submit: 'Konto erstellen',
    mismatch: 'Die Passwörter stimmen nicht überein',
    confirmRequired: 'Bestätigen Sie Ihr Passwort',
    haveAccount: 'Schon registriert?',
    audience: 'Kontotyp',
    audienceClient: 'Kunde',
    audienceModel: 'Model',
    audienceBusiness: 'Unternehmen',
  },
  registrationFailed: 'Fehler bei der Registrierung',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet',
  forgot: {
    title: 'Passwort zurücksetzen',
    hint: 'Wir senden Ihnen einen Link zum Zurücksetzen per E-Mail.',
    submit: 'Link senden',
    sent: 'Falls zu dieser Adresse ein Konto besteht, haben wir Ihnen den Link zum Zurücksetzen per E-Mail geschickt.',
  },
  resetLinkSent: 'Wir haben Ihnen den Link zum Zurücksetzen per E-Mail geschickt.',
  reset: {
    title: 'Neues Passwort festlegen',
    submit: 'Passwort speichern',
    missingToken: 'Diese Seite braucht den Link aus Ihrer E-Mail zum Zurücksetzen des Passworts, und dieser Link fehlt oder ist unvollständig.',
    requestNew: 'Neuen Link anfordern',
  },
  passwordReset: 'Ihr Passwort wurde zurückgesetzt.',
  emailVerified: 'E-Mail-Adresse erfolgreich bestätigt.',
  verify: { verifying: 'E-Mail-Adresse wird bestätigt …', unauthorized: 'Dieser Link ist abgelaufen. Bitte melden Sie sich an und versuchen Sie es erneut.', failed: 'Ihre E-Mail-Adresse konnte nicht bestätigt werden.' },
  roles: { MEMBER: 'Kunde', INDIVIDUAL: 'Model', BUSSINESS: 'Betrieb' },
};

export default auth;
