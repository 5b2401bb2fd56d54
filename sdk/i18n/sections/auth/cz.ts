import type { AuthCatalog } from './en';

/** Czech: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Přihlášení',
    email: 'E-mail',
    password: 'Heslo',
    remember: 'Zapamatovat si mě',
    forgot: 'Zapomněli jste heslo?',
    submit: 'Přihlásit se',
    noAccount: 'Ještě nemáte účet?',
  },
  wrongPassword: 'Heslo není správné!',
  register: {
    client: 'Registrace klienta',
    model: 'Registrace modelky',
    business: 'Registrace podniku',
    nickname: 'Přezdívka',
    email: 'E-mail',
    password: 'Heslo',
    confirmPassword: 'Heslo znovu',
    country: 'Země',
    newsletter: 'Chci dostávat novinky a nabídky e-mailem',
    terms: 'Je mi 18 let nebo více a souhlasím s obchodními podmínkami',
    submit: 'Vytvořit účet',
    mismatch: 'Hesla se neshodují',
    confirmRequired: 'Potvrďte heslo',
    haveAccount: 'Už máte účet?',
    audience: 'Typ účtu',
    audienceClient: 'Klient',
    audienceModel: 'Modelka',
    audienceBusiness: 'Firma',
  },
  registrationFailed: 'Registrace se nezdařila',
  emailTaken: 'Tento e-mail je již použit',
  forgot: {
    title: 'Obnovení hesla',
    hint: 'Pošleme vám e-mailem odkaz pro obnovení hesla.',
    submit: 'Poslat odkaz',
    sent: 'Pokud k této adrese existuje účet, poslali jsme vám na ni odkaz pro obnovení hesla.',
  },
  resetLinkSent: 'Odkaz pro obnovení hesla jsme vám poslali e-mailem.',
  reset: {
    title: 'Nové heslo',
    submit: 'Uložit heslo',
    missingToken: 'Tato stránka potřebuje odkaz z e-mailu pro obnovení hesla a tento odkaz chybí nebo je neúplný.',
    requestNew: 'Požádat o nový odkaz',
  },
  passwordReset: 'Vaše heslo bylo obnoveno.',
  emailVerified: 'E-mail byl úspěšně ověřen.',
  verify: { verifying: 'Ověřujeme váš e-mail…', unauthorized: 'Platnost odkazu vypršela. Přihlaste se a zkuste to znovu.', failed: 'Váš e-mail se nepodařilo ověřit.' },
  roles: { MEMBER: 'Klient', INDIVIDUAL: 'Modelka', BUSSINESS: 'Podnik' },
};

export default auth;
