import type { AuthCatalog } from './en';

/** French: logging in, signing up, the password forms, the email check, the account roles. */
const auth: AuthCatalog = {
  login: {
    title: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    remember: 'Rester connecté',
    forgot: 'Mot de passe oublié\u00a0?',
    submit: 'Se connecter',
    noAccount: 'Pas encore de compte\u00a0?',
  },
  wrongPassword: 'Le mot de passe est incorrect\u00a0!',
  register: {
    client: 'Inscription client',
    model: 'Inscription modèle',
    business: 'Inscription établissement',
    nickname: 'Pseudo',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    country: 'Pays',
    newsletter: 'Recevoir les actualités et offres par e-mail',
    terms: 'J’ai 18\u00a0ans ou plus et j’accepte les conditions générales',
    submit: 'Créer mon compte',
    mismatch: 'Les mots de passe ne correspondent pas',
    confirmRequired: 'Confirmez votre mot de passe',
    haveAccount: 'Vous avez déjà un compte\u00a0?',
    audience: 'Type de compte',
    audienceClient: 'Client',
    audienceModel: 'Modèle',
    audienceBusiness: 'Entreprise',
  },
  registrationFailed: 'Erreur lors de l’inscription',
  emailTaken: 'Cette adresse e-mail est déjà utilisée',
  forgot: {
    title: 'Réinitialiser le mot de passe',
    hint: 'Nous vous enverrons par e-mail un lien de réinitialisation.',
    submit: 'Envoyer le lien',
    sent: 'Si un compte utilise cette adresse, nous vous avons envoyé par e-mail le lien de réinitialisation.',
  },
  resetLinkSent: 'Nous vous avons envoyé par e-mail le lien de réinitialisation.',
  reset: {
    title: 'Nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    missingToken: 'Cette page a besoin du lien de votre e-mail de réinitialisation, et ce lien manque ou est incomplet.',
    requestNew: 'Demander un nouveau lien',
  },
  passwordReset: 'Votre mot de passe a été réinitialisé.',
  emailVerified: 'Adresse e-mail vérifiée.',
  verify: { verifying: 'Vérification de votre e-mail…', unauthorized: 'Ce lien a expiré. Connectez-vous et réessayez.', failed: 'Impossible de vérifier votre adresse e-mail.' },
  roles: { MEMBER: 'Membre', INDIVIDUAL: 'Modèle', BUSSINESS: 'Établissement' },
};

export default auth;
