import type { CatalogShape } from '../../catalog-shape';

/**
 * The legal pages' body copy (mounted at `pages.legal`, next to the titles the main catalog
 * holds). A section of its own so the three legal routes are the only ones that download it:
 * `createI18n(locale, { sections: ['legal'] })` or `addSection(i18n, 'legal')`.
 */
const legal = {
  policy: {
    p1: 'We use cookies to keep you logged in, to remember your language and age confirmation, and to measure how the site is used.',
    p2: 'You can delete or block cookies in your browser settings. Without them, logging in and some features will not work.',
  },
  privacy: {
    p1: 'We process only the data needed to run your account and profile: your email, your profile details and the photos you upload.',
    p2: 'We never sell your data. You can ask us at any time to see, correct or delete it.',
    p3: 'Payments are handled by payment providers; we do not store card details.',
  },
  terms: {
    p1: 'This site is for adults only. By using it you confirm that you are at least 18 years old.',
    p2: 'Advertisers are responsible for their profiles. Every person shown must be an adult and appear voluntarily.',
    p3: 'We may remove any content that breaks these terms or the law, and report it to the authorities.',
  },
};

export type LegalCatalog = CatalogShape<typeof legal>;

export default legal satisfies LegalCatalog;
