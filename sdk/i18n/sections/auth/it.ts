import type { AuthCatalog } from './en';

/** Italian: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Accedi',
    email: 'Indirizzo email',
    password: 'Password',
    remember: 'Ricordami',
    forgot: 'Password dimenticata?',
    submit: 'Accedi',
    noAccount: 'Non hai un account?',
  },
  wrongPassword: 'La password non è corretta!',
  register: {
    client: 'Registrazione cliente',
    model: 'Registrazione modella',
    business: 'Registrazione attività',
    nickname: 'Nome utente',
    email: 'Indirizzo email',
    password: 'Password',
    confirmPassword: 'Ripeti la password',
    country: 'Paese',
    newsletter: 'Voglio ricevere novità e offerte via email',
    terms: 'Ho almeno 18 anni e accetto i termini e le condizioni',
    submit: 'Crea account',
    mismatch: 'Le password non coincidono',
    confirmRequired: 'Conferma la password',
    haveAccount: 'Hai già un account?',
    audience: 'Tipo di account',
    audienceClient: 'Cliente',
    audienceModel: 'Modella',
    audienceBusiness: 'Azienda',
  },
  registrationFailed: 'Errore durante la registrazione',
  emailTaken: 'Questo indirizzo email è già in uso',
  forgot: {
    title: 'Reimposta la password',
    hint: 'Ti invieremo via email un link per reimpostare la password.',
    submit: 'Invia il link',
    sent: 'Se esiste un account con questo indirizzo, ti abbiamo inviato via email il link per reimpostare la password.',
  },
  resetLinkSent: 'Ti abbiamo inviato via email il link per reimpostare la password.',
  reset: {
    title: 'Nuova password',
    submit: 'Salva la password',
    missingToken: 'Questa pagina richiede il link dell’e-mail di reimpostazione della password, e quel link manca o è incompleto.',
    requestNew: 'Richiedi un nuovo link',
  },
  passwordReset: 'La tua password è stata reimpostata.',
  emailVerified: 'Email verificata.',
  verify: { verifying: 'Verifica dell’email in corso…', unauthorized: 'Questo link è scaduto. Accedi e riprova.', failed: 'Impossibile verificare la tua email.' },
  roles: { MEMBER: 'Cliente', INDIVIDUAL: 'Modella', BUSSINESS: 'Attività' },
};

export default auth;
