import type { LegalCatalog } from './en';

/** French: the legal pages' body copy. */
const legal: LegalCatalog = {
  policy: {
    p1: 'Nous utilisons des cookies pour vous garder connecté, mémoriser votre langue et votre confirmation d’âge, et mesurer l’utilisation du site.',
    p2: 'Vous pouvez supprimer ou bloquer les cookies dans les réglages de votre navigateur. Sans eux, la connexion et certaines fonctions ne marchent pas.',
  },
  privacy: {
    p1: 'Nous ne traitons que les données nécessaires à votre compte et à votre profil\u00a0: votre e-mail, les informations du profil et les photos que vous ajoutez.',
    p2: 'Nous ne vendons jamais vos données. Vous pouvez à tout moment demander à les consulter, les rectifier ou les supprimer.',
    p3: 'Les paiements sont gérés par des prestataires de paiement\u00a0; nous ne conservons aucune donnée de carte.',
  },
  terms: {
    p1: 'Ce site est réservé aux adultes. En l’utilisant, vous confirmez avoir au moins 18\u00a0ans.',
    p2: 'Les annonceurs sont responsables de leurs profils. Toute personne montrée doit être majeure et consentante.',
    p3: 'Nous pouvons retirer tout contenu contraire à ces conditions ou à la loi, et le signaler aux autorités.',
  },
};

export default legal;
